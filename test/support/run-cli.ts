import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { runAdminCli } from '../../src/cli/run-admin-cli';
import type { OperationTransport } from '../../src/cli/transport';

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

/**
 * The admin CLI in this process, on a transport kept open between calls: the
 * same parsing, operations, output and exit codes as `runCli`, without a
 * process and a database connection per command.
 */
export async function runCliInProcess(args: string[], transport: OperationTransport): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runAdminCli(
    args,
    { stdout: (text) => void (stdout += text), stderr: (text) => (stderr += text) },
    async () => ({ run: transport.run, close: async () => undefined }),
  );
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}
