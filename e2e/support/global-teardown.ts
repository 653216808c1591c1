import { rmSync } from 'node:fs';
import path from 'node:path';
import { templateDir } from './product';

export default function globalTeardown() {
  const template = templateDir();
  if (template) rmSync(path.dirname(template), { recursive: true, force: true });
}
