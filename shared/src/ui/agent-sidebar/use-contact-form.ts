import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentInfo } from '../../contracts/cmis/get-user-info';
import { createLead } from '../../api/lead/create-lead';
import { showToast } from '../../events/bus';
import { useLocaleStore } from '../../stores/locale-store';
import { buildContactLead } from './build-lead';
import {
  EMPTY_CONTACT,
  validateContact,
  type ContactError,
  type ContactField,
  type ContactValues,
} from './validate-contact';

/** State and behaviour of the sidebar contact form: validate, lock while sending, toast, reset. */
export function useContactForm(agent: AgentInfo, defaultRemark = '') {
  const { t } = useTranslation('kit');
  const locale = useLocaleStore((s) => s.locale);
  const initial = { ...EMPTY_CONTACT, remark: defaultRemark };
  const [values, setValues] = useState<ContactValues>(initial);
  const [error, setError] = useState<ContactError | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const setField = useCallback((field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const invalid = validateContact(values);
    setError(invalid);
    setFailure(null);
    if (invalid) return;
    inFlight.current = true;
    setSending(true);
    try {
      await createLead(buildContactLead(values, agent, locale));
      showToast({ kind: 'success', title: t('contact.sentTitle'), message: t('contact.sentMessage') });
      setValues({ ...EMPTY_CONTACT, remark: defaultRemark });
    } catch (cause) {
      console.error('[agent-sidebar] lead creation failed', cause);
      setFailure(cause);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { values, setField, error, failure, sending, submit };
}
