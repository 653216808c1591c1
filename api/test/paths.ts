import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const pgliteVersion = (JSON.parse(readFileSync(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string })
  .version;

/** An initialised empty PGlite cluster, per PGlite version, shared by test runs. */
export const PGLITE_TEMPLATE = join(tmpdir(), `api-test-pglite-template-${pgliteVersion}`);
