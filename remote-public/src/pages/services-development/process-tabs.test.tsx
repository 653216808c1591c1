import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import en from '@/messages/en.json';
import { PROCESS_STEPS, ProcessTabs } from './process-tabs';

/** A step's panel text as English readers see it. */
function text(step: (typeof PROCESS_STEPS)[number]): string {
  const message = (en as Record<string, string>)[step.textKey];
  if (!message) throw new Error(`no English text for ${step.textKey}`);
  return message;
}

test('ANALYSIS, DESIGN and TESTING, with ANALYSIS selected first', () => {
  render(<ProcessTabs />, { wrapper: MemoryRouter });
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent?.replace(/^\d+/, ''))).toEqual(['ANALYSIS', 'DESIGN', 'TESTING']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent(text(PROCESS_STEPS[0]!));
});

test('a click selects a tab and shows its text', async () => {
  const user = userEvent.setup();
  render(<ProcessTabs />, { wrapper: MemoryRouter });
  await user.click(screen.getByRole('tab', { name: /DESIGN/ }));
  expect(screen.getByRole('tab', { name: /DESIGN/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent(text(PROCESS_STEPS[1]!));
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/DESIGN/);
});

test('arrow keys move between tabs and wrap; Home and End jump; only the selected tab is tabbable', async () => {
  const user = userEvent.setup();
  render(<ProcessTabs />, { wrapper: MemoryRouter });
  await user.tab();
  expect(screen.getByRole('tab', { name: /ANALYSIS/ })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: /TESTING/ })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent(text(PROCESS_STEPS[2]!));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: /ANALYSIS/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: /TESTING/ })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: /ANALYSIS/ })).toHaveFocus();
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  // Tab leaves the tab list for the panel.
  await user.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});
