// Federation runtime plugin: when a remote cannot be loaded (server down, 404, script error) the
// failure is reported once, in a form the unavailable view and the logs can use, and rethrown so
// the remote's error boundary shows "This section is temporarily unavailable" with Retry.
// A remote built against other singleton versions than the shell's, or one whose contract the served
// remote_shared does not meet, is refused when its container initialises, and fails the same way
// (docs/releases.md).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from 'remote_shared/config';
import { assertSameSingletons, type FederationInstance } from './singleton-guard';

export interface RemoteLoadFailure {
  id: string;
  lifecycle: string;
  message: string;
}

export const REMOTE_FAILURE_EVENT = 'shell:remote-load-failed';

export default function errorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-error-plugin',
    initContainer(args) {
      // The container's own instance (with the versions it was built against) exists once its init ran.
      const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
      assertSameSingletons(args.origin as unknown as FederationInstance, args.remoteInfo.name, instances);
      // The page server's verdict on contracts (shell/server/remotes/contract-verdicts.ts) for the remotes this page names.
      const refused = (globalThis as { __RUNTIME_CONFIG__?: RuntimeConfig }).__RUNTIME_CONFIG__?.refused?.[args.remoteInfo.name];
      if (refused) throw new Error(refused);
      return args;
    },
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
