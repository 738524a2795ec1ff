// `@hearth/shared/format`: Formatters: money, text, phone (libphonenumber loads on demand).
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton): it reaches
// the singleton's stores, bus and i18n only through `@hearth/shared`.
export { formatMoney, formatAmount } from '../format/money';
export { truncate, orNA } from '../format/text';
export { useFormattedPhone, type FormattedPhone } from '../format/use-formatted-phone';
// The formatter's chunk is the singleton's: one copy a page, whichever containers show a phone.
export { loadPhoneTools } from '@hearth/shared';
