import { useCallback, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import type { AgentInfo } from '../../contracts/cmis/get-user-info';
import { CREATE_LEAD_KEY, createLeadMutation } from '../../api/lead/create-lead';
import { showToast, useLocaleStore } from '@hearth/shared';
import { buildContactLead } from './build-lead';
import {
  EMPTY_CONTACT,
  validateContact,
  type ContactError,
  type ContactField,
  type ContactValues,
} from './validate-contact';

/**
 * State and behaviour of the sidebar contact form: validate, send the lead as a mutation (locked while pending: one
 * request per submit), toast, reset. A failure keeps the fields and is shown with the shared error wording.
 */
export function useContactForm(agent: AgentInfo, defaultRemark = '', showRegister = false) {
  const { t } = useTranslation('kit');
  const locale = useLocaleStore((s) => s.locale);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY_CONTACT, remark: defaultRemark }));
  const [error, setError] = useState<ContactError | null>(null);
  const [register, setRegister] = useState(false);
  const lead = useMutation({
    ...createLeadMutation(),
    onSuccess: () => {
      showToast({ kind: 'success', title: t('contact.sentTitle'), message: t('contact.sentMessage') });
      setValues({ ...EMPTY_CONTACT, remark: defaultRemark });
      setRegister(false);
    },
    onError: (cause) => console.error('[agent-sidebar] lead creation failed', cause),
  });

  const setField = useCallback((field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The library's pending state is the lock: `isPending` disables the form, and the cache (read synchronously)
    // also refuses a second submit fired before React has re-rendered.
    if (lead.isPending || queryClient.isMutating({ mutationKey: CREATE_LEAD_KEY }) > 0) return;
    const invalid = validateContact(values);
    setError(invalid);
    lead.reset();
    if (invalid) return;
    lead.mutate(buildContactLead(values, agent, locale, showRegister && register));
  };

  return {
    values,
    setField,
    register,
    setRegister,
    error,
    failure: lead.error,
    sending: lead.isPending,
    submit,
  };
}
