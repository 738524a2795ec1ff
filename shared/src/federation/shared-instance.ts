/**
 * An id created once per evaluation of this module. `@hearth/shared` is a federation singleton, so the shell and
 * every remote must see the same value; a remote that bundled its own copy (broken `shared` config) shows another
 * id. RemoteSlot renders the remote's value as `data-shared-instance` and the shell's on `<html>` for e2e checks.
 */
export const SHARED_INSTANCE_ID: string = `shared-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
