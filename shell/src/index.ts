import { IS_PRODUCTION } from './lib/build-flags';
import { queueEarlyNativeContext } from './startup/early-context';
import { startEarlyConfig } from './startup/early-config';
import { preloadShellPage } from './startup/early-chunks';
import { startEarlyPreload } from './startup/early-preload';
import { startEarlySite } from './startup/early-site';
import { START_PLAN_ELEMENT_ID } from '@hearth/shared/early';

// Before the async boundary: start remotes.json and the current route owner's remote entry now, the runtime
// config (its API and files hosts are preconnected), then the site's owner (profile, user info).
const manifest = startEarlyPreload(window.location, IS_PRODUCTION);
// A shell page's own chunk (the home, the success page) is known from the path: it downloads with the start-up chunks.
preloadShellPage(window.location.pathname);
const config = startEarlyConfig();
// A page the server rendered carries the site and the page's data in its start plan: nothing to ask early.
const serverRendered = document.getElementById(START_PLAN_ELEMENT_ID) !== null;
const siteStarted = serverRendered
  ? Promise.resolve()
  : startEarlySite(window.location, IS_PRODUCTION, config, manifest);
// A context the native app hands over while the page is still loading is queued, not lost.
queueEarlyNativeContext();

// Async boundary: the federation runtime negotiates shared singletons (React, router, @hearth/shared...) before
// any of them is evaluated. Their chunks are downloading already (index.html preloads them); on an agent's page
// they run once the user-info request has left (at most SITE_HEAD_START_MS after the profile request), so that
// evaluating them does not hold the site's chain back. The bootstrap waits for the two files first anyway.
void siteStarted.then(() => import('./bootstrap'));
