import { useEffect } from 'react';
import { useNavigate } from '@hearth/shared/router';
import { bus, setBridgeWebFallbacks } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { useRouteHref } from '@hearth/shared/links';
import { couponsRoutes } from '../../lib/remote-routes';
import { IS_PRODUCTION } from '../../lib/build-flags';
import { useSignInCardStore } from '../sign-in/sign-in-store';
import { startBridgeLog } from './bridge-log-store';

/**
 * Outside the native app, bridge calls fall back to the web: navigation goes through the router and
 * "register" opens the sign-in card. Non-production builds also record every bridge call for the dev panel.
 * Rendered by the layout (it needs router access); renders nothing.
 */
export function useBridgeFallbacks(): void {
  const navigate = useNavigate();
  // Where "me" / "home" and "my orders" go on the web; my orders unbound (remote_coupons not deployed): the 404 page.
  const orders = useRouteHref()(couponsRoutes, 'coupon-my') ?? paths.notFound();
  useEffect(() => {
    const pages = { home: paths.home(), orders };
    setBridgeWebFallbacks({
      navigate: (path) => void navigate(path),
      openSignIn: () => useSignInCardStore.getState().openCard('sign-in'),
      pages,
    });
    return () =>
      setBridgeWebFallbacks({
        navigate: (path) => window.location.assign(path),
        openSignIn: () => bus.emit('auth:open-sign-in', { tab: 'sign-in' }),
        pages,
      });
  }, [navigate, orders]);
  useEffect(() => (IS_PRODUCTION ? undefined : startBridgeLog()), []);
}

export function BridgeFallbacks() {
  useBridgeFallbacks();
  return null;
}
