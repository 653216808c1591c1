import { screen, within } from '@testing-library/react';
import { renderPage } from '@/test-utils/render-page';
import { AboutUsPage } from './about-us-page';

test('in English, as the spec words it, with English links', () => {
  renderPage(<AboutUsPage />, { path: '/about-us' });
  expect(screen.getByRole('heading', { level: 2, name: "A leading software development company for Africa's public sector" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Our Mission and Vision/ })).toHaveAttribute('href', '/mission-vision');
  expect(screen.getByRole('link', { name: 'Hire Us' })).toHaveAttribute('href', '/contact');
  expect(screen.getByText('software experts')).toBeInTheDocument();
});

test('at /sw/about-us it speaks Kiswahili and links stay in Kiswahili', () => {
  renderPage(<AboutUsPage />, { path: '/sw/about-us' });
  expect(screen.getByRole('heading', { level: 2, name: 'Kampuni inayoongoza katika uundaji wa programu kwa sekta ya umma barani Afrika' })).toBeInTheDocument();
  const cards = screen.getByRole('region', { name: 'Zaidi kuhusu kampuni yetu' });
  expect(within(cards).getByRole('link', { name: /Dhamira na Dira Yetu/ })).toHaveAttribute('href', '/sw/mission-vision');
  expect(within(cards).getByRole('link', { name: /Kwa Nini Utuchague/ })).toHaveAttribute('href', '/sw/why-choose-us');
  expect(screen.getByRole('link', { name: 'Tuajiri' })).toHaveAttribute('href', '/sw/contact');
  expect(screen.getByText('wataalamu wa programu')).toBeInTheDocument();
  expect(screen.queryByText('software experts')).not.toBeInTheDocument();
});

test('at /fr/about-us it speaks French', () => {
  renderPage(<AboutUsPage />, { path: '/fr/about-us' });
  expect(
    screen.getByRole('heading', { level: 2, name: 'Une entreprise de développement logiciel de premier plan pour le secteur public africain' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Engagez-nous' })).toHaveAttribute('href', '/fr/contact');
  expect(screen.getByRole('heading', { level: 2, name: 'Vous avez un projet en tête\u00a0?' })).toBeInTheDocument();
});
