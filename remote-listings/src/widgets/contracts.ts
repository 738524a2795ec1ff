// What the shell knows of remote_listings' widgets (ADR 0030): evaluated by the build (route-manifest-child.mjs),
// written into route-chunks.json and mf-manifest.json. Data only: no component is imported here.
import { defineWidgetContracts } from '@hearth/shared/remote';

export const widgetContracts = defineWidgetContracts('remote_listings', {
  // The default home's main content. The room kept while it loads pushes the blog section below the fold from the
  // start: on a phone the six cards stand in one column (~2,550 px at 375–412 px wide), so 30rem left the blog
  // section within 200 px of an 823 px viewport.
  'featured-listings': {
    primary: { default: true },
    reserve: { narrow: '45rem', wide: '30rem' },
  },
  // The www home's main content, its measured height (375–412 px wide: 255 px; desktop: 167 px).
  'home-search-bar': { primary: { www: true }, reserve: { narrow: '16rem', wide: '10.5rem' } },
  'search-header': {},
});
