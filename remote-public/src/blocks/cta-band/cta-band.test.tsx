import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CtaBand } from './cta-band';

const renderAt = (path: string, action?: { label: string; to: string }) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <CtaBand title="Ready to build?" text="Tell us about your project." action={action} />
    </MemoryRouter>,
  );

test('without an action the band offers Hire Us, to the contact form in the page language', () => {
  renderAt('/our-team');
  expect(screen.getByRole('region', { name: 'Ready to build?' })).toHaveTextContent('Tell us about your project.');
  expect(screen.getByRole('link', { name: 'Hire Us' })).toHaveAttribute('href', '/contact');
});

test('on a Kiswahili page the same link is in Kiswahili and stays on the Kiswahili site', () => {
  renderAt('/sw/our-team');
  expect(screen.getByRole('link', { name: 'Tuajiri' })).toHaveAttribute('href', '/sw/contact');
});

test('a page may give its own action', () => {
  renderAt('/services/ict', { label: 'Talk to us', to: '/contact' });
  expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
  expect(screen.queryByRole('link', { name: 'Hire Us' })).not.toBeInTheDocument();
});
