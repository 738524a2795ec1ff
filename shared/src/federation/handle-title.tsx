import { useEffect } from 'react';
import { matchRoutes, useLocation, type Params, type RouteObject } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import * as v from 'valibot';
import { i18n, loadTranslations, translateIn } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import { useLocaleStore } from '../stores/locale-store';
import { usePageHead } from '../hooks/use-page-head';
import { routeHeadOf, type RouteHead } from '../head/route-head';
import { RemoteRouteHandleSchema } from './remote-contract';

interface PageHeadProps {
  title: string | null;
  native: boolean;
  head: RouteHead | undefined;
  params: Readonly<Params<string>>;
  namespace: string;
}

function PageHead({ title, native, ...options }: PageHeadProps) {
  usePageHead(title, { native, ...options });
  return null;
}

/**
 * The page title and head from the matched route's validated `handle.titleKey` (in `namespace`) and its `head`
 * (ADR 0032), for hosts of a remote's routes other than the shell (the standalone harness, `renderRemoteRoute` in
 * tests), so that they title pages the way the shell's slot does: a remote page never sets its own title. Mounted
 * once per navigation. Without the shell's prefixes, `handle.hybrid` alone says whether the title also goes to the
 * native nav bar.
 */
export function HandleTitle({ routes, namespace }: { routes: RouteObject[]; namespace: string }) {
  const location = useLocation();
  // These hosts mirror the locale store into i18next as the shell's layout does: once its texts are in.
  const stored = useLocaleStore((s) => s.locale);
  const locale = useTranslation().i18n.language as Locale;
  useEffect(() => {
    if (stored !== i18n.language) void loadTranslations(stored).then(() => i18n.changeLanguage(stored));
  }, [stored]);
  const match = matchRoutes(routes, location)?.at(-1);
  const raw: unknown = match?.route.handle;
  const parsed = raw === undefined ? null : v.safeParse(RemoteRouteHandleSchema, raw);
  const handle = parsed?.success ? parsed.output : null;
  const title = handle?.titleKey ? translateIn(namespace, handle.titleKey, locale) : null;
  return (
    <PageHead
      key={location.key}
      title={title}
      native={handle?.hybrid ?? false}
      head={routeHeadOf(match?.route)}
      params={match?.params ?? {}}
      namespace={namespace}
    />
  );
}
