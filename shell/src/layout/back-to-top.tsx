import { useEffect, useState } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';

/** Scroll distance after which the control appears. */
export const BACK_TO_TOP_AFTER_PX = 200;
/** Within this distance of the page bottom the control moves up (clear of footer / bottom bars). */
export const NEAR_BOTTOM_PX = 50;

/** Spec: 5rem from the bottom when within 50 px of the page bottom, else 2rem. */
export function backToTopOffset(
  scrollY: number,
  viewportHeight: number,
  pageHeight: number,
): '5rem' | '2rem' {
  return pageHeight - (scrollY + viewportHeight) <= NEAR_BOTTOM_PX ? '5rem' : '2rem';
}

interface Placement {
  visible: boolean;
  bottom: '5rem' | '2rem';
}

function measure(): Placement {
  const pageHeight = document.documentElement.scrollHeight;
  return {
    visible: window.scrollY > BACK_TO_TOP_AFTER_PX,
    bottom: backToTopOffset(window.scrollY, window.innerHeight, pageHeight),
  };
}

export function BackToTop() {
  const { t } = useTranslation('shell');
  const [placement, setPlacement] = useState<Placement>({ visible: false, bottom: '2rem' });
  useEffect(() => {
    const update = () => setPlacement(measure());
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!placement.visible) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      style={{ bottom: placement.bottom }}
      aria-label={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
