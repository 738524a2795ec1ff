import type { RouteHead } from '@hearth/shared/head';

/**
 * A static page's head (ADR 0032): its link-preview description, `heads.<key>` of the remote's texts in the page's
 * language. The rest (title, canonical, alternates, og:*) are the defaults.
 */
export const describedAs =
  (key: string): RouteHead =>
  ({ t }) => ({ description: t(`heads.${key}`) });
