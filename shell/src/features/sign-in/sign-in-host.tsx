import { useEffect, useState } from 'react';
import { bus } from '@hearth/shared';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ErrorState, ModalDialog } from '@hearth/shared/ui';
import { useSignInCardStore } from './sign-in-store';

type Card = typeof import('./sign-in-card').SignInCard;

/** The card, once its chunk is in (the forms, their calls and validation: none of it is on a page before it opens). */
let loadedCard: Card | null = null;
const loadCard = () =>
  import(/* webpackChunkName: "sign-in" */ './sign-in-card').then(
    ({ SignInCard }) => (loadedCard = SignInCard),
  );

/**
 * Opens the sign-in card on `auth:open-sign-in` (remotes, the bridge's web fallback) and renders it while open. The
 * card is its own chunk, asked for when it first opens; a failed load shows the error with Retry in the dialog.
 */
export function SignInHost() {
  const { t } = useTranslation('shell');
  const open = useSignInCardStore((s) => s.open);
  const close = useSignInCardStore((s) => s.closeCard);
  const [card, setCard] = useState<{ Card: Card | null; failed: boolean; attempt: number }>(() => ({
    Card: loadedCard,
    failed: false,
    attempt: 0,
  }));
  useEffect(() => {
    const onOpen = ({ tab }: { tab: 'sign-in' | 'register' }) => useSignInCardStore.getState().openCard(tab);
    bus.on('auth:open-sign-in', onOpen);
    return () => bus.off('auth:open-sign-in', onOpen);
  }, []);
  useEffect(() => {
    if (!open || card.Card) return;
    let live = true;
    loadCard().then(
      (Card) => live && setCard((s) => ({ ...s, Card, failed: false })),
      () => live && setCard((s) => ({ ...s, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [open, card.Card, card.attempt]);

  if (!open) return null;
  if (card.Card) return <card.Card />;
  if (!card.failed) return null;
  return (
    <ModalDialog label={t('signIn.welcome')} closeLabel={t('signIn.close')} onClose={close}>
      <ErrorState onRetry={() => setCard((s) => ({ ...s, failed: false, attempt: s.attempt + 1 }))} />
    </ModalDialog>
  );
}
