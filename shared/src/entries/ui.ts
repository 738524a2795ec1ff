// `@hearth/shared/ui`: The UI kit: providers, spinner, error state, page title and head, near-viewport deferral, agent
// sidebar, page layout, pagination, share bar, tabs, company video.
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton): it reaches
// the singleton's stores, bus and i18n only through `@hearth/shared`.
export { usePageTitle, resolveTitle } from '../hooks/use-page-title';
export { adoptServerHead, usePageHead, type PageHeadOptions } from '../hooks/use-page-head';
export { useNearViewport } from '../hooks/use-near-viewport';
export { afterNextPaint } from '../hooks/after-next-paint';
export { HearthProviders } from '../ui/providers';
export { ClientOnly, useHydrated } from '../ui/client-only';
export { Spinner } from '../ui/spinner';
export { ErrorState, useErrorMessage } from '../ui/error-state';
export * from '../ui/kit';
export { ModalDialog, type ModalDialogProps } from '../ui/dialog/modal-dialog';
export { useSocialShare } from '../ui/social-share/use-social-share';
export { defaultSharingEnv } from '../ui/social-share/sharing-env';
