import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyRoute } from './lazy-route';

/** The shell's boundary around remote_admin, reduced to its Retry (shell/src/federation/remote-boundary.tsx). */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Retry
      </button>
    );
  }
}

describe('lazyRoute', () => {
  it('fetches the route once, with its props', async () => {
    const load = jest.fn(async () => ({ default: ({ name }: { name: string }) => <h1>{name}</h1> }));
    const Route = lazyRoute(load);
    const { rerender } = render(
      <Suspense fallback={<p>Loading...</p>}>
        <Route name="Users" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    rerender(
      <Suspense fallback={<p>Loading...</p>}>
        <Route name="Posts" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Posts' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches it again after a failure when the boundary retries (React.lazy would keep the failure)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    let attempts = 0;
    const Route = lazyRoute(async () => {
      attempts += 1;
      if (!online) throw new Error('Loading chunk dashboard failed');
      return { default: () => <h1>Dashboard</h1> };
    });
    render(
      <Boundary>
        <Suspense fallback={<p>Loading...</p>}>
          <Route />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const failed = attempts;
    online = true;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(attempts).toBe(failed + 1);
  });
});
