import type { RemoteName } from '../federation/remote-contract';
import type { ContractDroppedItem } from '../contracts/tolerant';

/** Every cross-remote event, in one place. Remotes talk to the shell only through these (and the shared stores). */
export interface ToastEvent {
  kind: 'success' | 'info' | 'warning' | 'error';
  title: string;
  message?: string;
}

export type BridgeCallName =
  | 'nativeSetNavTitle'
  | 'nativeGoRegister'
  | 'nativeGoMe'
  | 'nativeGoOrder'
  | 'nativeGoHome'
  | 'nativeClose'
  | 'runSetEpicContext';

export interface BridgeCallEvent {
  name: BridgeCallName;
  platform: 'ios' | 'android' | 'web';
  payload?: unknown;
}

export type HearthEvents = {
  /** A page started a request that should drive the global full-screen spinner. */
  'fetch:start': void;
  /** The matching end (always emitted, success or failure). */
  'fetch:end': void;
  /** Show a toast in the shell. */
  toast: ToastEvent;
  /** A native-bridge call was made (the dev bridge panel logs these). */
  'bridge:call': BridgeCallEvent;
  /** Open the site's sign-in card (web fallback of nativeGoRegister). */
  'auth:open-sign-in': { tab: 'sign-in' | 'register' };
  /** A remote failed to load or render; its slot shows the fallback. */
  'remote:failed': {
    name: RemoteName;
    reason: 'unreachable' | 'timeout' | 'render' | 'contract';
    detail?: string;
  };
  /**
   * A tolerant contract dropped a malformed item of a list (the rest of the list is shown). Emitted by the
   * reporter installed by `@hearth/shared` (shared/src/http/contract-reporter.ts).
   */
  'contract:item-dropped': ContractDroppedItem;
};
