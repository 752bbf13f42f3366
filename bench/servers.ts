import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { spawnService } from './service-process';

const DIST = path.resolve(__dirname, '..');

export interface Running {
  child: ChildProcess;
  url: string;
}

/** Starts the service as `npm start` runs it, or the ceiling as is. */
export async function start(
  server: 'service' | 'ceiling',
  port: number,
  env: Record<string, string>,
): Promise<Running> {
  const fullEnv = { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  const child =
    server === 'service'
      ? spawnService(fullEnv)
      : spawn(process.execPath, [path.join(DIST, 'bench/baseline/server.js')], {
          env: fullEnv,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 200) {
    try {
      await fetch(`${url}/api/v1/tags`);
      return { child, url };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`the ${server} did not start`);
}

export async function stop(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  await exited;
}

/** Peak resident memory (VmHWM) of a process, in MB. */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
