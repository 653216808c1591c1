// Where a release pointer is: a REMOTE_*_URL naming `current.json` rather than a remoteEntry.js.
// Apart from the pointer's reader (release-pointer.js) because the shell's first load needs only
// this test, and every public page's first-load bytes count (docs/performance.md, "First-load JavaScript").

/** The pointer file in a remote's release root. */
const POINTER = 'current.json';

/** A REMOTE_*_URL naming a release root's pointer rather than a remoteEntry.js. */
const isPointerLocation = (location) => location === POINTER || location.endsWith(`/${POINTER}`);

module.exports = { POINTER, isPointerLocation };
