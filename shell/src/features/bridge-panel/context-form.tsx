import { useState, type FormEvent } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { parseNativeContext, useNativeContextStore, type NativeContext } from '@hearth/shared';
import { TextField } from '../../components/text-field';

type Draft = Record<keyof NativeContext, string>;

function current(): Draft {
  const s = useNativeContextStore.getState();
  return {
    fjjUserId: s.fjjUserId ?? '',
    language: s.language ?? '',
    appAuthCode: s.appAuthCode ?? '',
    yonghuId: s.yonghuId ?? '',
  };
}

/** Hands a context to the page exactly as the native app does: `window.runSetEpicContext({...})`. */
export function ContextForm() {
  const { t } = useTranslation('shell');
  const [draft, setDraft] = useState<Draft>(current);
  const field = (key: keyof Draft) => (
    <TextField
      label={key}
      value={draft[key]}
      onValueChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
      name={key}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const apply =
      window.runSetEpicContext ??
      ((context: unknown) => useNativeContextStore.getState().setContext(parseNativeContext(context)));
    apply({ ...draft });
  };
  return (
    <form className="bridge-panel__form" onSubmit={submit}>
      {field('fjjUserId')}
      {field('language')}
      {field('appAuthCode')}
      {field('yonghuId')}
      <button type="submit" className="hearth-button">
        {t('bridgePanel.apply')}
      </button>
    </form>
  );
}
