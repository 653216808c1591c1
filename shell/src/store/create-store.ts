import { configureStore } from '@reduxjs/toolkit';
import type { api as Api } from 'remote_shared/api';

type ApiSlice = typeof Api;

/**
 * The back office's one store: only the API slice lives here — no form state, no copies
 * of server data. Public pages have none: they read through remote_shared/data (decision
 * docs/decisions/0159-public-pages-without-redux.md).
 */
export function createStore(api: ApiSlice) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
