import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';

const MAIN = path.resolve(__dirname, '../../dist/src/main.js');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Every line the process wrote to standard output. */
  lines: string[];
  /** What it wrote to standard error. */
  stderr(): string;
  startedInMs: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built service (`npm start` runs the same file) on a free port and waits for its start-up line. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  let buffer = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), timeoutMs);
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    child.stdout!.on('data', (chunk) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        // The service's own start-up line, written once it listens (after Fastify's "Server listening at").
        const match = /Diary Service listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      }
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  return { child, url, lines, stderr: () => stderr, startedInMs: Date.now() - started, exited };
}
