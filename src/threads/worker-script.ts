import * as fs from 'node:fs';
import * as path from 'node:path';

/** Set by the test setup: a module that lets a worker thread require() TypeScript sources. */
export const TS_WORKER_HOOK_VARIABLE = 'DIARY_TS_WORKER_HOOK';

/**
 * The script of a worker thread beside the calling module: the compiled `.js`
 * in a build; under jest, where the sources are TypeScript, the `.ts` file
 * with the hook the test setup names.
 */
export function workerScript(directory: string, name: string): { filename: string; execArgv?: string[] } {
  const compiled = path.join(directory, `${name}.js`);
  if (fs.existsSync(compiled)) return { filename: compiled };
  const source = path.join(directory, `${name}.ts`);
  const hook = process.env[TS_WORKER_HOOK_VARIABLE];
  if (!hook || !fs.existsSync(source)) throw new Error(`worker thread script ${compiled} is missing (npm run build)`);
  return { filename: source, execArgv: ['--require', hook] };
}
