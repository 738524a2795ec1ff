/**
 * The shell's pages that every container links to (the home, the 404, the generic success page), and `withQuery`.
 * Nothing else: a remote links to its OWN pages through its page list (`ownPages`, `src/routes/pages.ts`), and any
 * container links to ANOTHER remote's page through that remote's route refs, bound at run time by remotes.json
 * (`useRouteHref` from `@hearth/shared/links`, ADR 0029). These three are compiled in: the shell owns them and
 * every container is served by it. Their paths agree with the shell's definitions (shell-pages.test.ts).
 */

/** Query parameters; `undefined` and `null` values are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `path` with a query string (`withQuery('/hybrid/success', { title: 'Paid' })`); no `?` when nothing is set. */
export function withQuery(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: () => '/',
  notFound: () => '/not/found',
  /** Generic success page; `title` and `text` are shown as text. */
  hybridSuccess: (query: { title?: string; text?: string } = {}) => withQuery('/hybrid/success', query),
} as const;
