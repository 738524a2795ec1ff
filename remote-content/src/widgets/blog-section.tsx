import './widgets.css';
import { WidgetBoundary } from '../components/widget-boundary';
import { BlogSectionWidget } from '../features/blogs/widgets/blog-section-widget';
import { defineWidget } from '@hearth/shared/remote';
import { translations as contentTranslations } from '../i18n/translations';

/** Expose `./blog-section`: the agent's blog section for the home page, isolated by its own error boundary. */
function BlogSection(props: { userId?: string }) {
  return (
    <WidgetBoundary name="blog-section">
      <BlogSectionWidget {...props} />
    </WidgetBoundary>
  );
}

export const { contractMajor, sharedVersion, buildId, sharedInstanceId, name, widget, Widget, translations } =
  defineWidget({
    name: 'remote_content',
    widget: 'blog-section',
    Widget: BlogSection,
    translations: contentTranslations,
  });
