import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** The project's root: the bench runs compiled, from dist/bench. */
const ROOT = path.resolve(__dirname, '../..');

/**
 * Starts the service with `npm start`'s own command from package.json (without its build step), so that it is
 * benched with the V8 flags it runs with in each database mode. The command execs node: the child is the server,
 * and its pid is the one whose memory is measured and signalled.
 */
export function spawnService(env: Record<string, string>): ChildProcess {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const pathWithThisNode = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`;
  // BENCH_NODE_FLAGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the benched server.
  const command = scripts.start.replace(/^exec node /, `exec node ${process.env.BENCH_NODE_FLAGS ?? ''} `);
  return spawn('sh', ['-c', command], {
    cwd: ROOT,
    env: { ...env, PATH: pathWithThisNode },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
