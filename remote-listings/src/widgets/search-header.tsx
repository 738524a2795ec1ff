import { defineWidget } from '@hearth/shared/remote';
import { SearchHeader } from '../features/map-search/components/search-header';
import { translations } from '../i18n/translations';

function SearchHeaderWidget() {
  return <SearchHeader />;
}

/** What remote_listings exposes as `./search-header`: the search header the shell places in the www chrome. */
export const searchHeader = defineWidget({
  name: 'remote_listings',
  widget: 'search-header',
  Widget: SearchHeaderWidget,
  translations,
});
