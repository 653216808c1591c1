import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ContactMap, MAP_CENTER, MAP_ZOOM } from './contact-map';

jest.mock('./leaflet-map', () => ({ LeafletMap: () => <div data-testid="leaflet">map</div> }));

test('the server and the first render show the placeholder; Leaflet is loaded after mount', async () => {
  // In a router, as on the page: its texts are in the address's language.
  const html = renderToString(
    <MemoryRouter>
      <ContactMap />
    </MemoryRouter>,
  );
  expect(html).toContain('Loading map...');
  expect(html).not.toContain('leaflet');
  render(
    <MemoryRouter>
      <ContactMap />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('leaflet')).toBeInTheDocument();
  expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
});

test('centred on Nairobi at zoom 15', () => {
  const [lat, lng] = MAP_CENTER;
  expect(lat).toBeCloseTo(-1.27, 1);
  expect(lng).toBeCloseTo(36.81, 1);
  expect(MAP_ZOOM).toBe(15);
});
