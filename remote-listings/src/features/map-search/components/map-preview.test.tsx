import { renderToString } from 'react-dom/server';
import { initI18n, setRuntimeConfig, useAppStore } from '@hearth/shared';
import { makeTestConfig } from '@hearth/shared/testing';
import { MapPreview, previewTiles, tileUrl } from './map-preview';

const TORONTO = { lat: 43.6532, lng: -79.3832, zoom: 12 };

describe('the map before leaflet (server-rendered)', () => {
  beforeAll(() => initI18n('en'));

  it('finds the tiles leaflet draws around the centre, placed relative to it', () => {
    // The tile leaflet asks for at the centre of Toronto at zoom 12 (the sandbox's tiles/12/1144/1494.png).
    const [centre] = previewTiles(TORONTO, { x: 0, y: 0 });
    expect(previewTiles(TORONTO, { x: 0, y: 0 })).toHaveLength(1);
    expect(centre).toMatchObject({ x: 1144, y: 1494 });
    expect(centre!.left).toBeLessThanOrEqual(0);
    expect(centre!.left).toBeGreaterThan(-256);
    expect(centre!.top).toBeLessThanOrEqual(0);
    expect(centre!.top).toBeGreaterThan(-256);
    // 512 × 896 px around it: 3 columns (or 2) by 4 rows (or 5), each 256 px from the next.
    const tiles = previewTiles(TORONTO, { x: 256, y: 448 });
    const columns = new Set(tiles.map((t) => t.x));
    expect(columns.size).toBeGreaterThanOrEqual(2);
    expect(columns.size).toBeLessThanOrEqual(3);
    expect(tiles.every((t) => (t.left - centre!.left) % 256 === 0)).toBe(true);
    // Across the antimeridian the column wraps; off the world's top or bottom there is none.
    expect(previewTiles({ lat: 0, lng: 180, zoom: 1 }, { x: 10, y: 0 }).map((t) => t.x)).toEqual([1, 0]);
    expect(previewTiles({ lat: 85, lng: 0, zoom: 1 }, { x: 0, y: 300 }).every((t) => t.y >= 0)).toBe(true);
  });

  it('fills a leaflet URL template', () => {
    expect(tileUrl('https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png', 12, 1144, 1494)).toBe(
      'https://a.tiles.example.org/12/1144/1494.png',
    );
  });

  it('renders the tiles as SVG images, no style attribute (the CSP), and the loading state', () => {
    setRuntimeConfig(makeTestConfig());
    useAppStore.getState().setRenderedWidth(375);
    const html = renderToString(<MapPreview {...TORONTO} />);
    expect(html).toContain('href="http://tiles.test/12/1144/1494.png"');
    expect(html).not.toContain('style=');
    expect(html).toContain('role="status"');
  });
});
