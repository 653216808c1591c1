// An edit of a source file that is always undone (npm run bench:dev, the dev journey in e2e/dev/):
// restore() puts the file back byte for byte, and so does an exit or Ctrl-C before it.
import { readFileSync, writeFileSync } from 'node:fs';

export function temporaryEdit(file) {
  const original = readFileSync(file, 'utf8');
  const putBack = () => writeFileSync(file, original);
  const onSignal = (signal) => {
    putBack();
    process.kill(process.pid, signal);
  };
  process.once('exit', putBack);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const write = (text) => {
    writeFileSync(file, text);
    return Date.now();
  };
  return {
    /** Writes the file with `anchor` replaced; answers when it was saved. */
    replace(anchor, replacement) {
      if (!original.includes(anchor)) throw new Error(`${file} no longer holds ${anchor}`);
      return write(original.replace(anchor, replacement));
    },
    /** Writes the file with `text` at its end; answers when it was saved. */
    append(text) {
      return write(original + text);
    },
    restore() {
      putBack();
      process.off('exit', putBack);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
