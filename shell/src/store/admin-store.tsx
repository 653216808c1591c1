import { use, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type * as SharedApi from 'remote_shared/api';
import { useModuleSource } from '../federation/module-source';
import { createStore, type AppStore } from './create-store';

// The back office's Redux store, in a chunk of its own: public pages read through remote_shared/data
// and never download Redux, react-redux or RTK Query (docs/performance.md, "First-load JavaScript").

let store: AppStore | null = null;

/** The tab's one store: the back office keeps its cache when the visitor goes to the site and back. */
function storeFor(shared: typeof SharedApi): AppStore {
  return (store ??= createStore(shared.api));
}

/** The API slice's store around the back office, created the first time it is shown. */
export default function AdminStore({ children }: { children: ReactNode }) {
  const shared = use(useModuleSource().get<typeof SharedApi>('remote_shared/api') as Promise<typeof SharedApi>);
  return <Provider store={storeFor(shared)}>{children}</Provider>;
}
