import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@hearth/shared/router';
import { bindRoutes } from '@hearth/shared';
import { RouteLink } from './route-link';
import { useRouteHref } from './use-route-href';
import { routeRefs, type RouteRefs } from './route-refs';

type Refs = RouteRefs<'remote_example', { 'contact-us': { path: '/contact-us' } }>;
const example = routeRefs<Refs>('remote_example');

function ContactLink() {
  const href = useRouteHref();
  return (
    <RouteLink to={href(example, 'contact-us')} className="probe">
      Contact
    </RouteLink>
  );
}

describe('RouteLink over useRouteHref', () => {
  it('links through the bound table, and follows a new table', () => {
    act(() => bindRoutes({ remote_example: { 'contact-us': '/contact-us' } }));
    render(
      <MemoryRouter>
        <ContactLink />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-us');
    act(() => bindRoutes({ remote_example: { 'contact-us': '/contact' } }));
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('unbound: the text without a link (no broken href, no crash)', () => {
    act(() => bindRoutes({}));
    render(
      <MemoryRouter>
        <ContactLink />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Contact')).toHaveClass('probe');
  });
});
