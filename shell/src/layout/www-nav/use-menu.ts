import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from '@hearth/shared/router';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * A disclosure menu of the www navigation: open/closed, the ids and refs it needs; Escape and an outside click close
 * it (useDismiss), and so does any navigation (a link followed, back/forward).
 */
export function useMenu() {
  const { pathname } = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, toggleRef);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((o) => !o);
  };
  return { id, open, close, toggle, rootRef, toggleRef };
}
