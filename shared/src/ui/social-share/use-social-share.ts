import { useEffect } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { configureSharing, type ShareValues } from '@hearth/shared';
import { defaultSharingEnv } from './sharing-env';

/**
 * Configures sharing for a page once its data has arrived (`values` defined), and again when the values change:
 * the one implementation every page uses (listing detail, blog detail, daily report, share list). The sequence and
 * its state live in the singleton (`configureSharing`); this hook and the env it runs with are in the UI kit.
 */
export function useSocialShare(values: ShareValues | null | undefined): void {
  const { t } = useTranslation('common');
  const label = t('share.button');
  const title = values?.title;
  const description = values?.description;
  const link = values?.link;
  const image = values?.image;
  useEffect(() => {
    if (!title || !link) return;
    void configureSharing({ title, description, link, image }, defaultSharingEnv(label));
  }, [title, description, link, image, label]);
}
