import { takeIdentityFromAddressBar } from '@hearth/shared/early';
import { queueEarlyNativeContext } from './startup/early-context';
import { startEarlyConfig } from './startup/early-config';
import { startEarlyRemotes } from './startup/early-remotes';
import { runInSteps } from './startup/start-steps';

// The app user's identity leaves the address bar first, before anything reads the URL or the app code is asked for
// (ADR 0023): kept for the tab, applied on hybrid pages by installNativeContext.
takeIdentityFromAddressBar();
// Before the async boundary: ask for the two deploy files now (the bootstrap takes the answers over). The site and
// the page's data are the bootstrap's: from the server's start plan, or on the static page resolved with the same
// typed functions the server uses (ADR 0037).
startEarlyRemotes();
startEarlyConfig();
// A context the native app hands over while the page is still loading is queued, not lost.
queueEarlyNativeContext();

// Async boundary: the federation runtime negotiates shared singletons (React, router, @hearth/shared...) before
// any of them is evaluated. On the static page their chunks are downloading already (index.html preloads them); a
// server-rendered page that reads without them loads this entry only once it has loaded (app-start.ts, ADR 0041).
// In two steps, each a task of its own (ADR 0043): React first, then the app, whose negotiation and evaluation are
// then half as long.
void runInSteps([() => import('react-dom/client'), () => import('./bootstrap')]);
