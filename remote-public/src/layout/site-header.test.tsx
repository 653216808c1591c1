import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetSite, withSite } from '../test-utils/render-page';
import { SiteHeader } from './site-header';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const renderAt = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

afterEach(resetSite);

test('the top bar has the phone and mail links, the tagline and Hire Us', () => {
  renderAt();
  expect(screen.getByRole('link', { name: '+254 709 876 500' })).toHaveAttribute('href', 'tel:+254709876500');
  expect(screen.getByRole('link', { name: 'info@savannadigital.africa' })).toHaveAttribute('href', 'mailto:info@savannadigital.africa');
  expect(screen.getByText('We are creative, ambitious and ready for challenges!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hire Us' })).toHaveAttribute('href', '/contact');
});

test('social icons appear only for configured profiles (never a dead # link)', () => {
  renderAt();
  expect(screen.queryByRole('list', { name: /on social media/ })).not.toBeInTheDocument();
  resetSite();
  withSite({ social: { linkedin: 'https://www.linkedin.com/company/example' } });
  renderAt();
  const social = screen.getByRole('list', { name: /on social media/ });
  expect(within(social).getAllByRole('link')).toHaveLength(1);
  expect(within(social).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', 'https://www.linkedin.com/company/example');
});

test('the main navigation has the links of spec §2, the current one marked by path', () => {
  renderAt('/projects/4');
  expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(mainNav().getByRole('link', { name: 'Our Projects' })).toHaveAttribute('aria-current', 'page');
  expect(mainNav().getByRole('link', { name: 'Our Contacts' })).toHaveAttribute('href', '/contact');
  expect(mainNav().getByRole('link', { name: 'ICT Consultancy Services' })).toHaveAttribute('href', '/services/ict');
  expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('the Our Company dropdown opens by click, lists its four pages and closes with Escape', async () => {
  const user = userEvent.setup();
  renderAt('/');
  const button = mainNav().getByRole('button', { name: 'Our Company' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(
    within(menu)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['About Us', '/about-us'],
    ['Our Mission and Vision', '/mission-vision'],
    ['Why Choose Us', '/why-choose-us'],
    ['Our Team', '/our-team'],
  ]);
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('the Our Services dropdown works by keyboard and navigates', async () => {
  const user = userEvent.setup();
  renderAt('/');
  const button = mainNav().getByRole('button', { name: 'Our Services' });
  button.focus();
  await user.keyboard('{ArrowDown}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(screen.getByRole('link', { name: 'Strategy Development & Execution' })).toHaveFocus());
  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(screen.getByRole('link', { name: 'Human Capital Management' })).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('path')).toHaveTextContent('/services/human');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown closes on a click elsewhere, and its button is marked when one of its pages is open', async () => {
  const user = userEvent.setup();
  renderAt('/services/ict');
  const button = mainNav().getByRole('button', { name: 'Our Services' });
  expect(button.className).toMatch(/active/);
  expect(mainNav().getByRole('button', { name: 'Our Company' }).className).not.toMatch(/active/);
  await user.click(button);
  await user.click(screen.getByText('We are creative, ambitious and ready for challenges!'));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

describe('the mobile panel', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    return screen.findByRole('dialog', { name: 'Site menu' });
  };

  test('opens with the same links, collapsible groups and contact info', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const dialog = await open(user);
    const panel = within(dialog);
    expect(panel.getByRole('link', { name: 'Our Projects' })).toHaveAttribute('href', '/projects');
    const company = panel.getByRole('button', { name: 'Our Company' });
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(panel.queryByRole('link', { name: 'Our Team' })).not.toBeInTheDocument();
    await user.click(company);
    expect(company).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/our-team');
    await user.click(panel.getByRole('button', { name: 'Our Services' }));
    expect(panel.getByRole('link', { name: 'Front and Backend Development' })).toHaveAttribute('href', '/services/development');
    expect(panel.getByRole('link', { name: '+254 722 410 300' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'info@savannadigital.africa' })).toBeInTheDocument();
  });

  test('moves focus inside, keeps it there, and Escape closes it returning focus to the menu button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const dialog = await open(user);
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // Shift+Tab from the first control wraps to the last one.
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 30; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  test('closes when a link is tapped, and when the backdrop is clicked', async () => {
    const user = userEvent.setup();
    renderAt('/');
    let dialog = await open(user);
    await user.click(within(dialog).getByRole('link', { name: 'Our Contacts' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/contact');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await open(user);
    await user.click(screen.getByTestId('menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('opens the group of the current page', async () => {
    const user = userEvent.setup();
    renderAt('/our-team');
    const dialog = await open(user);
    expect(within(dialog).getByRole('button', { name: 'Our Company' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Our Team' })).toHaveAttribute('aria-current', 'page');
  });
});
