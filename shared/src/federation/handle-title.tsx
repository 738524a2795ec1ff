import { matchRoutes, useLocation, type RouteObject } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import * as v from 'valibot';
import { translateIn } from '../i18n/i18n';
import { useLocaleStore } from '../stores/locale-store';
import { usePageTitle } from '../hooks/use-page-title';
import { RemoteRouteHandleSchema } from './remote-contract';

function PageTitle({ title, native }: { title: string | null; native: boolean }) {
  usePageTitle(title, { native });
  return null;
}

/**
 * The page title from the matched route's validated `handle.titleKey` (in `namespace`), for hosts of a remote's
 * routes other than the shell (the standalone harness, `renderRemoteRoute` in tests), so that they title pages the
 * way the shell's slot does: a remote page never sets its own title. Mounted once per navigation. Without the
 * shell's prefixes, `handle.hybrid` alone says whether the title also goes to the native nav bar.
 */
export function HandleTitle({ routes, namespace }: { routes: RouteObject[]; namespace: string }) {
  const location = useLocation();
  // These hosts do not mirror the locale store into i18next (the shell's layout does): follow the store.
  const locale = useLocaleStore((s) => s.locale);
  useTranslation(); // re-render when the texts change
  const raw: unknown = matchRoutes(routes, location)?.at(-1)?.route.handle;
  const parsed = raw === undefined ? null : v.safeParse(RemoteRouteHandleSchema, raw);
  const handle = parsed?.success ? parsed.output : null;
  const title = handle?.titleKey ? translateIn(namespace, handle.titleKey, locale) : null;
  return <PageTitle key={location.key} title={title} native={handle?.hybrid ?? false} />;
}
