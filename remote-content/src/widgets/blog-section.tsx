import './widgets.css';
import { WidgetBoundary } from '../components/widget-boundary';
import { BlogSectionWidget } from '../features/blogs/widgets/blog-section-widget';
import { defineWidget } from './widget-contract';

/** Expose `./blog-section`: the agent's blog section for the home page, isolated by its own error boundary. */
function BlogSection(props: { userId?: string }) {
  return (
    <WidgetBoundary name="blog-section">
      <BlogSectionWidget {...props} />
    </WidgetBoundary>
  );
}

export const { contractMajor, sharedVersion, buildId, name, widget, Widget, translations } = defineWidget(
  'blog-section',
  BlogSection,
);
