import { headFor, type HeadLocale, type PageHead } from '@hearth/shared/head';

/**
 * The head of a page whose own head the server did not render (ADR 0032, 0033): a page that declares `clientOnly`,
 * an owner that failed or was late. The defaults the browser starts from: the title rule (the site's title, else the
 * product's), canonical, alternates and `og:*`, and noindex on a hybrid page (never indexed, whoever renders it). The
 * browser takes these tags over and applies the route's own head once it renders the page.
 */
export function fallbackHead(
  request: { origin: string; pathname: string; search: string },
  page: { locale: HeadLocale; hybrid: boolean; siteName: string | null; productName: string | null },
): PageHead {
  return headFor(null, { ...request, ...page });
}
