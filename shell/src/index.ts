import { IS_PRODUCTION } from './federation/build-flags';
import { queueEarlyNativeContext } from './federation/early-context';
import { startEarlyConfig } from './federation/early-config';
import { startEarlyPreload } from './federation/early-preload';
import { startEarlySite } from './federation/early-site';

// Before the async boundary: start remotes.json and the current route owner's remote entry now, the runtime
// config (its API and files hosts are preconnected), then the site's owner (profile, user info).
const manifest = startEarlyPreload(window.location, IS_PRODUCTION);
const config = startEarlyConfig();
const siteStarted = startEarlySite(window.location, IS_PRODUCTION, config, manifest);
// A context the native app hands over while the page is still loading is queued, not lost.
queueEarlyNativeContext();

// Async boundary: the federation runtime negotiates shared singletons (React, router, @hearth/shared...) before
// any of them is evaluated. Their chunks are downloading already (index.html preloads them); they are run once
// the site's requests are under way, so that evaluating them does not hold those requests back (an agent page
// shows nothing but the site gate before its site is in). A site API slower than SITE_HEAD_START_MS does not
// hold the start-up longer.
const SITE_HEAD_START_MS = 1500;
void Promise.race([siteStarted, new Promise((resolve) => setTimeout(resolve, SITE_HEAD_START_MS))]).then(
  () => import('./bootstrap'),
);
