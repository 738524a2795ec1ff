// What the shell knows of remote_content's widgets (ADR 0030): evaluated by the build (route-manifest-child.mjs),
// written into route-chunks.json and mf-manifest.json. Data only: no component is imported here.
import { defineWidgetContracts } from '@hearth/shared/remote';

export const widgetContracts = defineWidgetContracts('remote_content', {
  // Below the fold on every home: loaded when near the viewport, in their usual height so that nothing moves.
  'blog-section': { deferUntilVisible: true, reserve: '12.5rem' },
  'latest-news': { deferUntilVisible: true, reserve: '14rem' },
});
