import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { isApiError, nativeBridge, showToast } from '@hearth/shared';
import { couponsPages } from '../../../routes/pages';
import { useNavigate } from '@hearth/shared/router';
import { SEND_CODE_REFUSED, type UserInfo } from '@hearth/shared/contracts/cmis';
import { COUPONS_NS } from '../../../i18n/translations';
import { bookAppointment } from '../api/instance-using';
import { changePhone } from '../api/personal-info';
import { sendMobileCodeMutation } from '../api/send-mobile-code';
import { businessCodeKey } from './business-codes';
import { autoFormatPhone, validatePhone, type PhoneError } from './phone-rules';
import { RESEND_COUNTDOWN_S } from './use-countdown';

/** Spec §9: after a rejected booking the native view closes 2 s later. */
export const CLOSE_DELAY_MS = 2000;

export type Alert =
  | { kind: 'phone'; error: PhoneError }
  | { kind: 'wrongCode' }
  | { kind: 'codeRefused' }
  | { kind: 'rejected'; message: string }
  | { kind: 'codeMissing' };

interface Sent {
  phone: string;
  code: string;
}

/**
 * The appointment form's behaviour (spec §4 phone change, steps 1–5): an unchanged phone books directly; a changed
 * one asks for confirmation, requests a code (401 → alert 37), counts down 120 s for the resend, checks the entry
 * against the server's code (wrong → alert 32), stores the phone (ac/personalInfo), then books. One submit runs at a
 * time (a ref locks it from the first tap). The values are kept on every failure.
 */
export function useAppointment(insId: string, uid: string, user: UserInfo) {
  const { t } = useTranslation(COUPONS_NS);
  const navigate = useNavigate();
  const stored = user.uPhone ? autoFormatPhone(user.uPhone) : '';
  const [phone, setPhone] = useState(stored);
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const lock = useRef(false);

  const sendCode = useMutation({ ...sendMobileCodeMutation() });
  const submit = useMutation({
    mutationKey: ['coupon', 'appointment', insId],
    mutationFn: async ({ target, vCode }: { target: string; vCode: string | null }) => {
      if (vCode !== null) await changePhone(uid, user, target, vCode);
      await bookAppointment({
        insId,
        partnerId: user.resPartnerId ?? '',
        name: user.uName ?? '',
        phone: target,
      });
    },
    onSettled: () => {
      lock.current = false;
    },
    onSuccess: () => {
      showToast({ kind: 'success', title: t('appt.bookedTitle'), message: t('appt.bookedText') });
      void navigate(couponsPages.href('coupon-appointment-success'));
    },
    onError: (error) => {
      if (!isApiError(error) || error.kind !== 'business') return; // network / HTTP: ErrorState with Retry
      const message = error.detail || t(businessCodeKey(error.code) ?? 'appt.rejectedUnknown');
      setAlert({ kind: 'rejected', message });
      showToast({ kind: 'error', title: t('appt.failedTitle'), message });
      window.setTimeout(() => nativeBridge.close(), CLOSE_DELAY_MS);
    },
  });

  const requestCode = (target: string) => {
    if (sendCode.isPending) return;
    sendCode.mutate(
      { phone: target, message: t('appt.smsText') },
      {
        onSuccess: (serverCode) => {
          setSent({ phone: target, code: serverCode });
          setDeadline(Date.now() + RESEND_COUNTDOWN_S * 1000);
          setConfirming(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.kind === 'business' && error.code === SEND_CODE_REFUSED) {
            setConfirming(false);
            setAlert({ kind: 'codeRefused' });
          }
        },
      },
    );
  };

  const onSubmit = () => {
    if (lock.current || submit.isPending) return;
    const target = autoFormatPhone(phone);
    setPhone(target);
    submit.reset();
    const invalid = validatePhone(target);
    if (invalid) return setAlert({ kind: 'phone', error: invalid });
    setAlert(null);
    if (target === stored) {
      lock.current = true;
      return submit.mutate({ target, vCode: null });
    }
    if (!sent || sent.phone !== target) {
      sendCode.reset();
      return setConfirming(true);
    }
    if (!code.trim()) return setAlert({ kind: 'codeMissing' });
    if (code.trim() !== sent.code) return setAlert({ kind: 'wrongCode' });
    lock.current = true;
    submit.mutate({ target, vCode: code.trim() });
  };

  return {
    phone,
    setPhone,
    code,
    setCode,
    alert,
    confirming,
    cancelConfirm: () => setConfirming(false),
    confirmChange: () => requestCode(autoFormatPhone(phone)),
    resend: () => sent && requestCode(sent.phone),
    codeSent: sent !== null && sent.phone === autoFormatPhone(phone),
    deadline,
    sendCode,
    submit,
    onSubmit,
    busy: submit.isPending || submit.isSuccess,
  };
}
