// Development builds only (bootstrap.tsx imports this behind `process.env.NODE_ENV`, so a
// production build holds none of it; dev-remotes-absent.test.ts checks): points this tab's shell at
// a remote served by a dev server on this machine, without restarting anything
// (docs/development.md, "Pointing an open tab at a remote"):
//   ?dev-remote=remote_admin@http://localhost:8114/remoteEntry.js   this tab loads remote_admin from there
//   ?dev-remote=remote_admin@                                        back to the page server's
// The choice lasts for the tab (sessionStorage). Only loopback addresses are taken, so a link from
// elsewhere can never make a shell run someone else's code.
import type { RuntimeConfig } from 'remote_shared/config';

const DEV_REMOTE_PARAM = 'dev-remote';
const STORAGE_KEY = 'shell:dev-remotes';

/** http(s) on this machine: localhost, *.localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

function readChoices(storage: Storage): Record<string, string> {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The runtime configuration with this tab's dev remotes in place of the page server's addresses. */
export function withDevRemotes(config: RuntimeConfig, search: string, storage: Storage, log: Pick<Console, 'info' | 'warn'> = console): RuntimeConfig {
  const choices = readChoices(storage);
  for (const value of new URLSearchParams(search).getAll(DEV_REMOTE_PARAM)) {
    const at = value.indexOf('@');
    const name = at === -1 ? value : value.slice(0, at);
    const entry = at === -1 ? '' : value.slice(at + 1);
    if (!(name in config.remotes)) log.warn(`[shell] ${DEV_REMOTE_PARAM}: no remote is named ${name}`);
    else if (!entry) delete choices[name];
    else if (!isLoopbackAddress(entry)) log.warn(`[shell] ${DEV_REMOTE_PARAM}: ${entry} is not on this machine (loopback addresses only); ignored`);
    else choices[name] = entry;
  }
  storage.setItem(STORAGE_KEY, JSON.stringify(choices));
  const remotes = { ...config.remotes };
  for (const [name, entry] of Object.entries(choices)) {
    if (!(name in remotes) || !isLoopbackAddress(entry)) continue;
    remotes[name] = entry;
    log.info(`[shell] ${name} from ${entry} (${DEV_REMOTE_PARAM}, this tab only)`);
  }
  return { ...config, remotes };
}
