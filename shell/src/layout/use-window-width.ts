import { useEffect } from 'react';
import { useAppStore } from '@hearth/shared';

/** Keeps `useAppStore.windowWidth` on the viewport width (the 768 px breakpoint reads it). */
export function useWindowWidthSync(): void {
  useEffect(() => {
    const update = () => useAppStore.getState().setWindowWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
