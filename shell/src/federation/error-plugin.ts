// Federation runtime plugin: when a remote cannot be loaded (server down, 404, script error) the
// failure is reported once, in a form the unavailable view and the logs can use, and rethrown so
// the remote's error boundary shows "This section is temporarily unavailable" with Retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteLoadFailure {
  id: string;
  lifecycle: string;
  message: string;
}

export const REMOTE_FAILURE_EVENT = 'shell:remote-load-failed';

export default function errorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const failure: RemoteLoadFailure = {
        id: String(id),
        lifecycle: String(lifecycle),
        message: error instanceof Error ? error.message : String(error),
      };
      console.error(`[shell] could not load ${failure.id} (${failure.lifecycle}): ${failure.message}`);
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(REMOTE_FAILURE_EVENT, { detail: failure }));
      // Returning nothing lets the original error reach the error boundary.
      return undefined;
    },
  };
}
