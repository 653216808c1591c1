import { screen } from '@testing-library/react';
import { renderPage } from '@/test-utils/render-page';
import { ServicesDevelopmentPage } from './services-development-page';

test('at /sw/services/development the page and its process tabs speak Kiswahili', () => {
  renderPage(<ServicesDevelopmentPage />, { path: '/sw/services/development' });
  expect(screen.getByRole('heading', { level: 2, name: 'Mifumo ya wavuti na simu iliyojengwa kubeba huduma za nchi nzima' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Mchakato wa uzalishaji' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/^\d+/, ''))).toEqual(['UCHAMBUZI', 'USANIFU', 'MAJARIBIO']);
  // Languages' names are the same everywhere.
  expect(screen.getByText('Kotlin')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tuajiri' })).toHaveAttribute('href', '/sw/contact');
});

test('at /fr/services/development it speaks French', () => {
  renderPage(<ServicesDevelopmentPage />, { path: '/fr/services/development' });
  expect(screen.getByRole('heading', { level: 3, name: 'Apprentissage automatique' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/^\d+/, ''))).toEqual(['ANALYSE', 'CONCEPTION', 'TESTS']);
});
