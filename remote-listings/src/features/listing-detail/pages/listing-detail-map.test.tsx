import { fireEvent, screen, within } from '@testing-library/react';
import { useSiteStore } from '@hearth/shared';
import { installFetchRoutes, makeTestAgent, renderRemoteRoute } from '@hearth/shared/testing';
import { translationBundles } from '../../../i18n/translations';
import * as remote from '../../../routes';

jest.mock('@hearth/shared/map', () => ({
  LeafletMap: ({ label }: { label: string }) => <div data-testid="leaflet">{label}</div>,
}));

const DETAIL = 'GET cmis /mh/queryHouByid';
const listing = (pictures: string[]) => ({
  body: {
    code: 200,
    msg: 'success',
    data: {
      identifier: 'treb-C4200001',
      fullAddress: '25 Hollywood Ave, Toronto',
      pictures,
      latitude: 43.7,
      longitude: -79.4,
    },
  },
});

describe('the listing map waits for the first photo', () => {
  let routes: ReturnType<typeof installFetchRoutes>;
  beforeEach(() => useSiteStore.setState({ status: 'ready', mode: 'agent', agent: makeTestAgent() }));
  afterEach(() => routes.restore());

  async function openLocation() {
    await renderRemoteRoute(remote, '/listing/treb-C4200001', {
      locale: 'en',
      translations: translationBundles,
    });
    return screen.findByRole('region', { name: 'Location' });
  }

  it('shows the map loading until the first photo has loaded, then the map', async () => {
    routes = installFetchRoutes({
      [DETAIL]: () => listing(['http://files.test/1.svg', 'http://files.test/2.svg']),
    });
    const location = await openLocation();
    expect(within(location).getByRole('status')).toHaveTextContent('Loading the map...');
    expect(screen.queryByTestId('leaflet')).not.toBeInTheDocument();
    fireEvent.load(screen.getByRole('img', { name: /1 of 2/ }));
    expect(await screen.findByTestId('leaflet')).toHaveTextContent('25 Hollywood Ave, Toronto');
  });

  it('a first photo that fails to load releases the map too', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => listing(['http://files.test/broken.svg']) });
    await openLocation();
    fireEvent.error(screen.getByRole('img', { name: /1 of 1/ }));
    expect(await screen.findByTestId('leaflet')).toBeInTheDocument();
  });

  it('with no photos the map starts at once', async () => {
    routes = installFetchRoutes({ [DETAIL]: () => listing([]) });
    await openLocation();
    expect(await screen.findByTestId('leaflet')).toBeInTheDocument();
  });
});
