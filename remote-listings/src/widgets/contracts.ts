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
  // The www pages' search header, in the chrome above every page but the home: rendered by the browser, so the page
  // is painted with its loading state first. Its measured height (below 768 px: 72 px; from 768 px: 76 px): the
  // page does not move when it arrives (it moved by 15 px on a phone, CLS 0.013, once the app code came after load).
  'search-header': { reserve: { narrow: '4.5rem', wide: '4.75rem' } },
});
