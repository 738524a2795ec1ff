import { defineWidget } from '@hearth/shared/remote';
import { HomeSearchBar } from '../features/map-search/components/home-search-bar';
import { translations } from '../i18n/translations';

/** What remote_listings exposes as `./home-search-bar`: the www home's search bar. */
export const homeSearchBar = defineWidget({
  name: 'remote_listings',
  widget: 'home-search-bar',
  Widget: HomeSearchBar,
  translations,
});
