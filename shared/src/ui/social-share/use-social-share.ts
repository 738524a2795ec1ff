import { useEffect } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { configureSharing, type ShareValues } from '@hearth/shared';
import { defaultSharingEnv } from './sharing-env';

/**
 * Configures sharing for a page once its data has arrived (`values` defined), and again when the values change:
 * the one implementation every page uses (listing detail, blog detail, daily report, share list). The sequence and
 * its state live in the singleton (`configureSharing`); this hook and the env it runs with are in the UI kit.
 */
/** What a page shares; `link` defaults to the page's own address, read in the browser (never while rendering). */
export type SocialShareValues = Omit<ShareValues, 'link'> & { link?: string };

export function useSocialShare(values: SocialShareValues | null | undefined): void {
  const { t } = useTranslation('common');
  const label = t('share.button');
  const title = values?.title;
  const description = values?.description;
  const link = values?.link;
  const image = values?.image;
  useEffect(() => {
    if (!title) return;
    const href = link ?? window.location.href;
    void configureSharing({ title, description, link: href, image }, defaultSharingEnv(label));
  }, [title, description, link, image, label]);
}
