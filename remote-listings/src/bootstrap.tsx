import { startRemoteHarness } from '@hearth/shared/harness';
import * as remote from './routes';

// Standalone dev harness: this remote's routes inside the shell's providers, against the sandbox
// (public/runtime-config.json). Hosts never load this file: they load `./routes` through remoteEntry.js.
void startRemoteHarness(remote);
