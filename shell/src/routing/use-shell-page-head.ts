import { usePageHead } from '@hearth/shared/ui';
import type { RouteHead } from '@hearth/shared/head';
import { SHELL_PAGES, type ShellPageId } from '../route-table/shell-pages';
import { SHELL_NS } from '../lib/i18n/shell-translations';

const HEADS = new Map<ShellPageId, RouteHead | undefined>(SHELL_PAGES.map((page) => [page.id, page.head]));

/**
 * A shell page's title and head (ADR 0032): its definition's `head` (shell-pages.ts) with the shell's texts, applied
 * by `usePageHead` like a remote page's. Called once by the page itself (the home by its template, which knows the
 * title); `native` on hybrid pages sends the title to the native nav bar.
 */
export function useShellPageHead(
  id: ShellPageId,
  title: string | null | undefined,
  options: { native?: boolean } = {},
): void {
  usePageHead(title, { ...options, head: HEADS.get(id), namespace: SHELL_NS });
}
