import './widgets.css';
import { WidgetBoundary } from '../components/widget-boundary';
import { LatestNewsWidget } from '../features/news/widgets/latest-news-widget';
import { defineWidget } from '@hearth/shared/remote';
import { translations as contentTranslations } from '../i18n/translations';

/** Expose `./latest-news`: the home page's latest news (up to 5), isolated by its own error boundary. */
function LatestNews() {
  return (
    <WidgetBoundary name="latest-news">
      <LatestNewsWidget />
    </WidgetBoundary>
  );
}

export const { contractMajor, sharedVersion, buildId, sharedInstanceId, name, widget, Widget, translations } =
  defineWidget({
    name: 'remote_content',
    widget: 'latest-news',
    Widget: LatestNews,
    translations: contentTranslations,
  });
