import { nativeBridge, useNativeContextStore } from '@hearth/shared';
import { useNavigate } from '@hearth/shared/router';

/** Spec §1: without fjjUserId every action goes to the native register page; otherwise to `path`. */
export function useUserNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const uid = useNativeContextStore((s) => s.fjjUserId);
  return (path) => {
    if (!uid) nativeBridge.goRegister();
    else navigate(path);
  };
}
