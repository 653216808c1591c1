import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api } from 'remote_shared/api';
import type { AnyContentType } from 'remote_shared/schemas';
import AdminApp from '../app';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The admin app as the shell mounts it (/admin/*, one store), at `path`; `contentTypes` besides the product's. */
export function renderAdmin(path: string, { contentTypes }: { contentTypes?: readonly AnyContentType[] } = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp contentTypes={contentTypes} />} />
          <Route path="*" element={<p>Public site</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}

/** The current address inside the test router. */
export function currentPath(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
