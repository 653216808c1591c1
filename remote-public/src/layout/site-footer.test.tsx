import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetSite, withSite } from '../test-utils/render-page';
import { SiteFooter } from './site-footer';

const renderFooter = () =>
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );

afterEach(resetSite);

test('address, mailbox, two phone lines and the 2021 copyright line', () => {
  renderFooter();
  const footer = within(screen.getByRole('contentinfo'));
  expect(footer.getByText('Westlands Business Park, 4th Floor')).toBeInTheDocument();
  expect(footer.getByText('P.O. Box 14352-00800, Nairobi')).toBeInTheDocument();
  expect(footer.getByRole('link', { name: '+254 709 876 500' })).toHaveAttribute('href', 'tel:+254709876500');
  expect(footer.getByRole('link', { name: '+254 722 410 300' })).toHaveAttribute('href', 'tel:+254722410300');
  expect(footer.getByText('© 2021 Savanna Digital Consult. All rights reserved.')).toBeInTheDocument();
});

test('without a main site and social profiles configured there are no such links at all', () => {
  renderFooter();
  expect(screen.queryByText('Main site')).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: /on social media/ })).not.toBeInTheDocument();
  for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
});

test('with them configured: Home, About Us, Services and Contacts on the main site in a new tab, and the social icons', () => {
  withSite({ mainSiteUrl: 'https://www.example.org/', social: { facebook: 'https://facebook.com/example', twitter: 'https://x.com/example' } });
  renderFooter();
  const main = ['Home', 'About Us', 'Services', 'Contacts'].map((name) => screen.getByRole('link', { name: `${name} (opens in a new tab)` }));
  expect(main.map((a) => a.getAttribute('href'))).toEqual([
    'https://www.example.org/',
    'https://www.example.org/about-us',
    'https://www.example.org/services',
    'https://www.example.org/contact',
  ]);
  for (const link of main) expect(link).toHaveAttribute('target', '_blank');
  const social = within(screen.getByRole('list', { name: /on social media/ }));
  expect(social.getAllByRole('link')).toHaveLength(2);
});
