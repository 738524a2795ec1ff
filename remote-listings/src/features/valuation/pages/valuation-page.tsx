import './valuation-page.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { nativeBridge, showToast, useLocaleStore, useNativeContextStore, useSiteStore } from '@hearth/shared';
import { paths } from '@hearth/shared/paths';
import { useErrorMessage } from '@hearth/shared/ui';
import { AddressCombobox } from '../../../components/address-search/address-combobox';
import { NoUserError, requestValuation } from '../api/request-valuation';

type Notice = 'empty' | 'noUser' | null;

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation('listings');
  return (
    <p className="valuation__alert" role="alert">
      {t('valuation.failed')} {useErrorMessage(error)}
    </p>
  );
}

/**
 * /hybrid/house/evaluate/price: the home valuation request. Empty address → "Address Is Empty"; no app user →
 * "No User Info Found, Please Sign In First" and the native registration; otherwise login/uid gives the name and
 * e-mail, a lead is sent (one per submit), and the success page follows.
 */
export function ValuationPage() {
  const { t } = useTranslation('listings');
  const id = useId();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const uid = useNativeContextStore((s) => s.fjjUserId);
  const agent = useSiteStore((s) => (s.mode === 'www' ? null : s.agent));
  const [address, setAddress] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const lock = useRef(false);
  const request = useMutation({
    mutationKey: ['leadCreation', '/create', 'valuation'],
    mutationFn: requestValuation,
    onSuccess: () => {
      showToast({ kind: 'success', title: t('valuation.sent') });
      void navigate(paths.hybridSuccess({ text: t('valuation.successText') }));
    },
    onError: (error) => {
      if (error instanceof NoUserError) {
        setNotice('noUser');
        nativeBridge.goRegister();
      } else console.error('[valuation] request failed', error);
    },
    onSettled: () => {
      lock.current = false;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lock.current || request.isPending) return;
    if (!address.trim()) return setNotice('empty');
    if (!uid) {
      setNotice('noUser');
      nativeBridge.goRegister();
      return;
    }
    setNotice(null);
    lock.current = true;
    request.reset();
    request.mutate({ uid, address, agent, locale });
  };

  const noticeId = `${id}-notice`;
  return (
    <div className="valuation">
      <h1>{t('valuation.title')}</h1>
      <p>{t('valuation.intro')}</p>
      <form className="valuation__form" onSubmit={submit} noValidate aria-busy={request.isPending}>
        {notice && (
          <p id={noticeId} className="valuation__alert" role="alert">
            {t(notice === 'empty' ? 'valuation.empty' : 'valuation.noUser')}
          </p>
        )}
        {request.isError && !(request.error instanceof NoUserError) && <Failure error={request.error} />}
        <AddressCombobox
          value={address}
          onChange={setAddress}
          label={t('valuation.address')}
          placeholder={t('valuation.placeholder')}
          invalid={notice === 'empty'}
          describedBy={notice ? noticeId : undefined}
        />
        <button type="submit" className="hearth-button" disabled={request.isPending}>
          {request.isPending ? t('leads.sending') : t('valuation.submit')}
        </button>
      </form>
    </div>
  );
}
