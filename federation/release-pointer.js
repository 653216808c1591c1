// A remote's release pointer, `current.json` in its release root (docs/decisions/0230-one-release-pointer.md):
// the one reader and writer of its text for scripts/release.mjs, the page server and the shell
// in the browser. deploy/nginx/remote-release.sh, where there is no JavaScript, reads and writes
// the same text; the form is closed so that it reads a pointer exactly or refuses it:
//
//   {"release":"<id>","releasedAt":"<instant>","history":["<id>",…]}
//
// the three keys in this order, whitespace allowed only between tokens, every value free of
// whitespace, quotes and backslashes. scripts/release.test.mjs runs the script on the same pointers.

const { POINTER, isPointerLocation } = require('./release-pointer-location');

/** What a release id is made of: safe as a folder name and inside a URL, never `..`. */
const RELEASE_ID = /^[0-9A-Za-z][\w.+-]{0,99}$/;
/** When the pointer moved, as Date#toISOString writes it (the container's `date -u` leaves out the milliseconds). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const KEYS = ['release', 'releasedAt', 'history'];

const isReleaseId = (id) => typeof id === 'string' && RELEASE_ID.test(id);

/** Why `pointer` is not one, or null. */
function problemOf(pointer) {
  if (!pointer || typeof pointer !== 'object' || Array.isArray(pointer)) return 'it is not an object';
  const keys = Object.keys(pointer);
  if (keys.length !== KEYS.length || keys.some((key, i) => key !== KEYS[i])) return `its keys are not ${KEYS.join(', ')} in this order`;
  if (!isReleaseId(pointer.release)) return 'it names no valid release';
  if (typeof pointer.releasedAt !== 'string' || !INSTANT.test(pointer.releasedAt)) return 'its releasedAt is not a UTC time';
  if (!Array.isArray(pointer.history) || !pointer.history.every(isReleaseId)) return 'its history is not a list of releases';
  return null;
}

/** A pointer's text (one line): throws on a pointer no reader would accept. */
function formatPointer({ release, releasedAt, history = [] }) {
  const pointer = { release, releasedAt, history };
  const problem = problemOf(pointer);
  if (problem) throw new Error(`not a release pointer: ${problem}`);
  return `${JSON.stringify(pointer)}\n`;
}

/** `{ release, releasedAt, history }` from a pointer's text; throws, saying why, on anything else. */
function parsePointer(text) {
  let pointer;
  try {
    pointer = JSON.parse(text);
  } catch {
    throw new Error('not a release pointer: it is not JSON');
  }
  const problem = problemOf(pointer);
  if (problem) throw new Error(`not a release pointer: ${problem}`);
  // What the container's script compares too: the text is the one form, give or take whitespace
  // between tokens (no escapes, no repeated key).
  if (text.replace(/[ \t\r\n]+/g, '') !== JSON.stringify(pointer)) throw new Error('not a release pointer: it is not written in the one form');
  return pointer;
}

module.exports = { POINTER, RELEASE_ID, isPointerLocation, isReleaseId, formatPointer, parsePointer };
