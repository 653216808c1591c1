import { track, type Tracked } from '../federation/tracked';

let loading: Tracked<typeof import('./admin-store')> | null = null;

/**
 * The back office's store chunk (./admin-store.tsx), asked for once: at start-up on /admin
 * addresses, so the back office waits on nothing more, or when the tab first goes there. A failed
 * load is asked again next time (Retry).
 */
export function loadAdminStore() {
  if (!loading) {
    const started = track(import(/* webpackChunkName: "admin-store" */ './admin-store'));
    started.catch(() => {
      if (loading === started) loading = null;
    });
    loading = started;
  }
  return loading;
}
