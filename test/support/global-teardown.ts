import * as fs from 'node:fs';
import { TEMPLATE_DIR_VARIABLE } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_DIR_VARIABLE];
  if (template) fs.rmSync(template, { recursive: true, force: true });
}
