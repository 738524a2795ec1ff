import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@hearth/shared/react-i18next';
import { showToast, useConfigStore } from '@hearth/shared';
import { BATCH_SEND_KEY, batchSendMutation, contactEmailJob } from './batch-send';
import {
  EMPTY_SITE_CONTACT,
  validateEmailOnEdit,
  validateSiteContact,
  type SiteContactError,
  type SiteContactValues,
} from './contact-rules';

/**
 * The contact form's state: validate (also on e-mail edit), send the e-mail job once per submit, toast and clear on
 * success; a failure keeps the fields and offers Retry.
 */
export function useSiteContact() {
  const { t } = useTranslation('content');
  const config = useConfigStore((s) => s.config);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SiteContactValues>(EMPTY_SITE_CONTACT);
  const [error, setError] = useState<SiteContactError | null>(null);
  const send = useMutation({
    ...batchSendMutation(),
    onSuccess: () => {
      showToast({ kind: 'success', title: t('contact.sentTitle'), message: t('contact.sentMessage') });
      setValues(EMPTY_SITE_CONTACT);
    },
    onError: (cause) => console.error('[contact-us] the e-mail job was not queued', cause),
  });

  const setField = (field: keyof SiteContactValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'email') setError(validateEmailOnEdit(value));
  };

  // The library's pending state is the lock (read from the cache too: a second submit in the same tick is refused).
  const locked = () => send.isPending || queryClient.isMutating({ mutationKey: BATCH_SEND_KEY }) > 0;

  const sendNow = (v: SiteContactValues) => {
    if (locked()) return;
    send.reset();
    send.mutate(
      contactEmailJob(v, {
        productName: config?.productName ?? 'Hearth',
        queueName: config?.messageQueueName ?? 'hearth-email',
        test: config?.debug ?? false,
      }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked()) return;
    const invalid = validateSiteContact(values);
    setError(invalid);
    if (invalid) return;
    sendNow(values);
  };

  return {
    values,
    setField,
    error,
    failure: send.error,
    sending: send.isPending,
    submit,
    retry: () => sendNow(values),
  };
}
