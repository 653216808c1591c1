import { existsSync } from 'node:fs';

/** Debian's Chromium (apt-get install -y chromium); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}
