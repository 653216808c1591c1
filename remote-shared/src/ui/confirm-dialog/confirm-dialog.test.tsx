import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  const message = 'Are you sure you want to delete this post?';

  it('asks with the message and the item, focusing Cancel first', () => {
    render(<ConfirmDialog open title="Delete post" message={message} detail="Harvest app" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete post' });
    expect(dialog).toHaveAccessibleDescription(`${message} Harvest app`);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms and cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open message={message} onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the busy label and cannot be cancelled while busy', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(<ConfirmDialog open busy message={message} busyLabel="Deleting..." onConfirm={jest.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} message={message} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
