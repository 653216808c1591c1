import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModuleSourceContext, useRemoteModule, type ModuleSource } from './module-source';
import { RemoteBoundary, UNAVAILABLE_TITLE } from './remote-boundary';
import { track, type Tracked } from './tracked';

function Page() {
  const { text } = useRemoteModule<{ text: string }>('remote_public/pages/home');
  return <p>{text}</p>;
}

/** A module source whose remote is down until `up()` is called. */
function flakySource() {
  let available = false;
  let entry: Tracked<unknown> | null = null;
  const source: ModuleSource & { up(): void; resets: string[] } = {
    resets: [],
    get<T>() {
      entry ??= track(available ? Promise.resolve({ text: 'Loaded from the remote' }) : Promise.reject(new Error('ERR_CONNECTION_REFUSED')));
      return entry as Tracked<T>;
    },
    reset(remote) {
      source.resets.push(remote);
      entry = null;
    },
    up() {
      available = true;
    },
  };
  return source;
}

describe('RemoteBoundary', () => {
  // React and the boundary log the (expected) load failures.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the unavailable view with Retry when a remote fails to load, and recovers on Retry', async () => {
    const source = flakySource();
    // A suspending tree is rendered inside an awaited act (React 19).
    await act(async () => {
      render(
        <ModuleSourceContext value={source}>
          <RemoteBoundary remote="remote_public" resetKey="/">
            <Page />
          </RemoteBoundary>
        </ModuleSourceContext>,
      );
    });
    expect(await screen.findByRole('heading', { name: UNAVAILABLE_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Loaded from the remote')).not.toBeInTheDocument();

    source.up();
    const user = userEvent.setup();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(source.resets).toEqual(['remote_public']);
    expect(await screen.findByText('Loaded from the remote')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: UNAVAILABLE_TITLE })).not.toBeInTheDocument();
  });

  it('tries again when the path changes', async () => {
    const source = flakySource();
    const tree = (key: string) => (
      <ModuleSourceContext value={source}>
        <RemoteBoundary remote="remote_public" resetKey={key}>
          <Page />
        </RemoteBoundary>
      </ModuleSourceContext>
    );
    let rerender: (ui: React.ReactNode) => void = () => undefined;
    await act(async () => {
      rerender = render(tree('/')).rerender;
    });
    expect(await screen.findByRole('heading', { name: UNAVAILABLE_TITLE })).toBeInTheDocument();
    source.reset('remote_public');
    source.up();
    await act(async () => rerender(tree('/about-us')));
    expect(await screen.findByText('Loaded from the remote')).toBeInTheDocument();
  });
});
