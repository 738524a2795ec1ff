import { lazy, Suspense } from 'react';
import { useShareStore } from '@hearth/shared';

/** Its own chunk: only pages inside WeChat or DingTalk configure sharing (ADR 0047). */
const SharingNotice = lazy(() =>
  import(/* webpackChunkName: "sharing-notice" */ './sharing-notice').then((m) => ({
    default: m.SharingNotice,
  })),
);

/** The sharing setup's loader, then its failure (`SharingNotice`), loaded when there is one to show. */
export function SharingOverlay() {
  const shown = useShareStore((s) => s.configuring || s.failure !== null);
  return shown ? (
    <Suspense fallback={null}>
      <SharingNotice />
    </Suspense>
  ) : null;
}
