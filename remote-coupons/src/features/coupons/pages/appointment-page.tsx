import './appointment-page.css';
import { nativeBridge } from '@hearth/shared';
import { useParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { ErrorState, Spinner } from '@hearth/shared/ui';
import { COUPONS_NS } from '../../../i18n/translations';
import { AppointmentForm } from '../components/appointment-form';
import { useHybridUser } from '../components/use-hybrid-user';

/** /hybrid/services/appointment/{insId}: book the appointment of a coupon instance (spec §4, §5, §7 #1–3, #7). */
export function AppointmentPage() {
  const { t } = useTranslation(COUPONS_NS);
  const { insId = '' } = useParams();
  const hybrid = useHybridUser();

  let body;
  if (hybrid.query.isError)
    body = (
      <ErrorState
        error={hybrid.query.error}
        title={t('detail.userError')}
        onRetry={() => void hybrid.query.refetch()}
      />
    );
  else if (!hybrid.settled) body = <Spinner />;
  else if (!hybrid.uid || !hybrid.user)
    body = (
      <>
        <p>{t('appt.signIn')}</p>
        <button type="button" className="hearth-button" onClick={() => nativeBridge.goRegister()}>
          {t('action.registerOrLogin')}
        </button>
      </>
    );
  else body = <AppointmentForm key={insId} insId={insId} uid={hybrid.uid} user={hybrid.user} />;

  return (
    <section className="appointment" aria-labelledby="appointment-title">
      <h1 id="appointment-title">{t('appt.title')}</h1>
      {body}
    </section>
  );
}
