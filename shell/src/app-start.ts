// The starter of a server-rendered page that reads without its app code (ADR 0041): a script of its own, built
// beside the shell (shared/tooling/app-start-config.cjs), that the server's head loads instead of the entry.
// Entry-chunk rules: nothing here imports @hearth/shared at run time.
import { takeIdentityFromAddressBar, whenAppCodeMayStart } from '@hearth/shared/early';
import { queueEarlyNativeContext } from './startup/early-context';

// What the entry does first, done now, while the page loads (ADR 0023: the identity leaves the address bar; a
// context the native app hands over is queued, not lost). The entry does both again, to no effect.
takeIdentityFromAddressBar();
queueEarlyNativeContext();

const entry = (document.currentScript as HTMLScriptElement | null)?.dataset.entry;
if (entry)
  void whenAppCodeMayStart().then(() => {
    const script = document.createElement('script');
    script.src = entry;
    document.head.append(script);
  });
