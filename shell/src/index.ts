import { IS_PRODUCTION } from './federation/build-flags';
import { queueEarlyNativeContext } from './federation/early-context';
import { startEarlyConfig } from './federation/early-config';
import { startEarlyPreload } from './federation/early-preload';

// Before the async boundary: start remotes.json and the current route owner's remote entry now, and the runtime
// config (its API and files hosts are preconnected).
startEarlyPreload(window.location, IS_PRODUCTION);
startEarlyConfig();
// A context the native app hands over while the page is still loading is queued, not lost.
queueEarlyNativeContext();

// Async boundary: the federation runtime negotiates shared singletons (React, router, @hearth/shared...) before
// any of them is evaluated.
void import('./bootstrap');
