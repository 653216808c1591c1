import { rmSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_DIR } from './product';

export default function globalTeardown() {
  if (TEMPLATE_DIR) rmSync(path.dirname(TEMPLATE_DIR), { recursive: true, force: true });
}
