import { createContext, use, useContext } from 'react';
import type { RouteModule } from 'remote_shared/config';
import type { Tracked } from './tracked';

/** Where federated modules come from: the federation runtime in the browser, linked bundles on the server. */
export interface ModuleSource {
  get<T = RouteModule>(id: string): Tracked<T>;
  /** Forget a remote's modules so the next `get` loads it again (Retry). */
  reset(remote: string): void;
}

export const ModuleSourceContext = createContext<ModuleSource | null>(null);

export function useModuleSource(): ModuleSource {
  const source = useContext(ModuleSourceContext);
  if (!source) throw new Error('ModuleSourceContext is missing');
  return source;
}

/** Suspends until the module is loaded; throws its load error to the nearest boundary. */
export function useRemoteModule<T = RouteModule>(id: string): T {
  return use(useModuleSource().get<T>(id) as Promise<T>);
}

export function remoteOf(id: string): string {
  return id.slice(0, id.indexOf('/'));
}
