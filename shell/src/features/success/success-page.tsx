import { useNavigate, useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { detectPlatform, nativeBridge } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { StatusPage } from '../../components/status-page';
import { useShellPageHead } from '../../routing/use-shell-page-head';

/**
 * /hybrid/success?title=&text= — a generic success page. Query texts are shown as TEXT (never HTML).
 * "Go Back Home" closes the native view inside the app (iOS / Android), else goes to the site root.
 */
export function SuccessPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const title = params.get('title')?.trim() || t('success.title');
  const text = params.get('text')?.trim() || t('success.text');
  useShellPageHead('hybrid-success', title, { native: true });

  const goBackHome = () => {
    if (detectPlatform('nativeClose') !== 'web') nativeBridge.close();
    else navigate(paths.home());
  };

  return (
    <StatusPage
      testId="success-page"
      heading={title}
      message={text}
      action={
        <button type="button" className="hearth-button" onClick={goBackHome}>
          {t('success.goBackHome')}
        </button>
      }
    />
  );
}
