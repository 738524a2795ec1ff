import './bridge-panel.css';
import { useEffect } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { nativeBridge, useNativeContextStore } from '@hearth/shared';
import { ContextForm } from './context-form';
import { BridgeLog } from './bridge-log';
import { HomeTemplateSwitch } from './home-template-switch';
import { startBridgeLog } from './bridge-log-store';
import { useShellPageHead } from '../../routing/use-shell-page-head';

const CONTEXT_KEYS = ['fjjUserId', 'language', 'appAuthCode', 'yonghuId'] as const;

/** /hybrid/test (non-production only): set the native context, fire the seven bridge calls, watch the log. */
export function BridgePanelPage() {
  const { t } = useTranslation('shell');
  useShellPageHead('bridge-panel', t('bridgePanel.title'), { native: false });
  useEffect(() => startBridgeLog(), []);
  const context = useNativeContextStore();
  const calls: { name: string; run: () => void }[] = [
    { name: 'nativeSetNavTitle', run: () => nativeBridge.setNavTitle(t('bridgePanel.navTitle')) },
    { name: 'nativeGoRegister', run: () => nativeBridge.goRegister() },
    { name: 'nativeGoMe', run: () => nativeBridge.goMe() },
    { name: 'nativeGoOrder', run: () => nativeBridge.goOrder() },
    { name: 'nativeGoHome', run: () => nativeBridge.goHome() },
    { name: 'nativeClose', run: () => nativeBridge.close() },
    { name: 'runSetEpicContext', run: () => nativeBridge.requestContext() },
  ];
  return (
    <section className="bridge-panel">
      <h1>{t('bridgePanel.title')}</h1>
      <div className="bridge-panel__grid">
        <section aria-labelledby="bridge-panel-context">
          <h2 id="bridge-panel-context">{t('bridgePanel.contextHeading')}</h2>
          <ContextForm />
          <h3>{t('bridgePanel.currentHeading')}</h3>
          <dl className="bridge-panel__context" data-testid="bridge-context">
            {CONTEXT_KEYS.map((key) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{context[key] ?? t('bridgePanel.none')}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="bridge-panel-calls">
          <h2 id="bridge-panel-calls">{t('bridgePanel.callsHeading')}</h2>
          <div className="bridge-panel__calls">
            {calls.map((call) => (
              <button
                key={call.name}
                type="button"
                className="hearth-button hearth-button--ghost"
                onClick={call.run}
              >
                {call.name}
              </button>
            ))}
          </div>
        </section>
      </div>
      <BridgeLog />
      <HomeTemplateSwitch />
    </section>
  );
}
