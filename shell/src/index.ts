import { IS_PRODUCTION } from './lib/build-flags';
import { queueEarlyNativeContext } from './startup/early-context';
import { startEarlyConfig } from './startup/early-config';
import { preloadShellPage } from './startup/early-chunks';
import { startEarlyPreload } from './startup/early-preload';

// Before the async boundary: start remotes.json and the current route owner's remote entry now, and the runtime
// config. The site and the page's data are the bootstrap's: from the server's start plan, or on the static page
// resolved with the same typed functions the server uses (ADR 0037).
startEarlyPreload(window.location, IS_PRODUCTION);
// A shell page's own chunk (the home, the success page) is known from the path: it downloads with the start-up chunks.
preloadShellPage(window.location.pathname);
startEarlyConfig();
// A context the native app hands over while the page is still loading is queued, not lost.
queueEarlyNativeContext();

// Async boundary: the federation runtime negotiates shared singletons (React, router, @hearth/shared...) before
// any of them is evaluated. Their chunks are downloading already (index.html preloads them).
void import('./bootstrap');
