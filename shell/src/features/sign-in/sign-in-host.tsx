import { useEffect } from 'react';
import { bus } from '@hearth/shared';
import { SignInCard } from './sign-in-card';
import { useSignInCardStore } from './sign-in-store';

/** Opens the sign-in card on `auth:open-sign-in` (remotes, the bridge's web fallback) and renders it while open. */
export function SignInHost() {
  const open = useSignInCardStore((s) => s.open);
  useEffect(() => {
    const onOpen = ({ tab }: { tab: 'sign-in' | 'register' }) => useSignInCardStore.getState().openCard(tab);
    bus.on('auth:open-sign-in', onOpen);
    return () => bus.off('auth:open-sign-in', onOpen);
  }, []);
  return open ? <SignInCard /> : null;
}
