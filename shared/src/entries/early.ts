// `@hearth/shared/early`: what the shell's entry chunk starts before the shared singletons exist (the site's
// requests). Entry-chunk safe: nothing here imports @hearth/shared at run time.
export { startEarlySiteRequests, publicLocaleOf, type EarlySiteInput } from '../early/early-site';
