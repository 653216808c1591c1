// The Chromium the scripts drive (docs/testing.md): Debian's (`apt-get install -y chromium`), or
// the one CHROMIUM_PATH names, with the flags of a headless run on a shared machine. The end-to-end
// suite has its own copy of these in e2e/support/chromium.ts (a package of its own).

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
