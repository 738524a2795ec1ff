import { useEffect } from 'react';
import { paths } from '@hearth/shared/paths';
import { useNavigate } from '@hearth/shared/router';

/** Replaces the current entry with the 404 page (a path the page does not serve). */
export function NotFoundRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.notFound(), { replace: true });
  }, [navigate]);
  return null;
}
