// The topology's processes: started detached in their own process group with a log file each,
// recorded in the runtime folder's state.json, stopped by that record (never by name).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../deploy/topology.mjs';

const STATE_FILE = 'state.json';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function alive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

/** The command line of a pid, to never signal a process that merely reused the number. */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** Whether a recorded process is still the one we started. */
export const isOurs = ({ pid, command }) => alive(pid) && commandOf(pid).includes(command);

export function readState(dir) {
  const file = path.join(dir, STATE_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function writeState(dir, state) {
  writeFileSync(path.join(dir, `${STATE_FILE}.tmp`), JSON.stringify(state, null, 2));
  renameSync(path.join(dir, `${STATE_FILE}.tmp`), path.join(dir, STATE_FILE));
}

export function clearState(dir) {
  rmSync(path.join(dir, STATE_FILE), { force: true });
}

/**
 * Starts one service detached (its own process group, output to logs/<name>.log) and records it
 * in the state. Returns the child and its log file.
 */
export function spawnService(state, name, command, args, env) {
  const logFile = path.join(state.dir, 'logs', `${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', ...env },
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  child.unref();
  state.processes.push({ name, pid: child.pid, command: path.basename(command) });
  writeState(state.dir, state);
  return { child, logFile };
}

/** Stops the processes of a state (newest first): SIGTERM to each process group, SIGKILL after 12 s. */
export async function stopProcesses(processes) {
  const ours = [...processes].reverse().filter(isOurs);
  for (const { pid } of ours) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  const deadline = Date.now() + 12_000;
  while (ours.some(({ pid }) => alive(pid)) && Date.now() < deadline) await sleep(100);
  for (const { pid } of ours.filter(({ pid }) => alive(pid))) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

/** Stops what `start` recorded in `dir`. Returns false when nothing was running. */
export async function stopTopology(dir) {
  const state = readState(dir);
  if (!state) return false;
  await stopProcesses(state.processes);
  clearState(dir);
  return true;
}

/** Synchronous last resort (process exit): SIGKILL every recorded process group. */
export function killTopologySync(dir) {
  const state = readState(dir);
  for (const process_ of state?.processes ?? []) {
    if (!isOurs(process_)) continue;
    try {
      process.kill(-process_.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/** Waits until `url` answers 2xx; fails early when `child` exits, quoting the end of its log. */
export async function waitHttp(url, { child, name, logFile, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error?.cause?.code ?? error?.message ?? String(error);
    }
    await sleep(150);
  }
  const tail = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
  throw new Error(
    `${name} did not answer ${url} (${child?.exitCode != null ? `exited with ${child.exitCode}` : last})${tail ? `; end of ${logFile}:\n${tail}` : ''}`,
  );
}

/** Waits until a port answers HTTP (`open`) or refuses connections (not `open`). */
export async function waitPort(port, open, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered === open) return;
    await sleep(100);
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}
