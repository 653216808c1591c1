import { screen, waitFor, within } from '@testing-library/react';
import { getSite } from 'remote_shared/config';
import { renderPage } from '@/test-utils/render-page';
import { WhyChooseUsPage } from './why-choose-us-page';

/** The titles of the value cards, in the section named `section`. */
const valueTitles = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test('at /fr/why-choose-us the values, counters and title are in French', async () => {
  renderPage(<WhyChooseUsPage />, { path: '/fr/why-choose-us' });
  expect(screen.getByRole('heading', { level: 2, name: 'Un partenaire présent jusqu’à ce que le service fonctionne' })).toBeInTheDocument();
  expect(valueTitles('Ce qui nous distingue')).toEqual(['Innovations', 'Expertise', 'Expérience', 'Agilité']);
  expect(screen.getByRole('region', { name: 'Nos chiffres' })).toHaveTextContent('Clients actifs');
  expect(screen.getByRole('link', { name: 'Engagez-nous' })).toHaveAttribute('href', '/fr/contact');
  await waitFor(() => expect(document.title).toBe(`Pourquoi nous choisir | ${getSite().name}`));
});

test('at /sw/why-choose-us they are in Kiswahili', () => {
  renderPage(<WhyChooseUsPage />, { path: '/sw/why-choose-us' });
  expect(valueTitles('Kinachotutofautisha')).toEqual(['Ubunifu', 'Utaalamu', 'Uzoefu', 'Wepesi']);
  expect(screen.getByRole('region', { name: 'Takwimu zetu' })).toHaveTextContent('Miradi Iliyokamilika');
});
