import { useTranslation } from '@hearth/shared/react-i18next';
import { useHomeTemplateStore } from '../home/home-template-store';

/** Dev panel: the home container's toggle between the default and epic templates (spec §4), for the agent. */
export function HomeTemplateSwitch() {
  const { t } = useTranslation('shell');
  const template = useHomeTemplateStore((s) => s.template);
  const toggle = useHomeTemplateStore((s) => s.toggle);
  return (
    <section aria-labelledby="bridge-panel-template">
      <h2 id="bridge-panel-template">{t('bridgePanel.templateHeading')}</h2>
      <p data-testid="home-template">
        {t('bridgePanel.templateCurrent', { template: template ?? 'default' })}
      </p>
      <button type="button" className="hearth-button hearth-button--ghost" onClick={toggle}>
        {t('bridgePanel.templateToggle')}
      </button>
    </section>
  );
}
