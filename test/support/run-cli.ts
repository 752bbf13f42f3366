import { spawn } from 'node:child_process';
import * as path from 'node:path';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  json(): any;
}

const CLI = path.resolve(__dirname, '../../dist/src/cli.js');

/** Runs the built admin CLI (`npm run admin` runs the same file) in its own process. */
export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, json: () => JSON.parse(stdout) }));
  });
}
