import { configureStore } from '@reduxjs/toolkit';
import type { api as Api, ApiExtra } from 'remote_shared/api';

type ApiSlice = typeof Api;

/**
 * The one store (issue 2): only the API slice lives here — no form state, no copies of server data.
 * `extra.fetch` lets the page server run the same endpoints in-process; `preloaded` is the API
 * state the server rendered with, so hydration starts from the same data.
 */
export function createStore(api: ApiSlice, hydrateAction: string, options: { extra?: ApiExtra; preloaded?: unknown } = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.extra ?? {} }, serializableCheck: false, immutableCheck: false }).concat(
        api.middleware,
      ),
  });
  if (options.preloaded) store.dispatch({ type: hydrateAction, payload: options.preloaded });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
