import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '../..');
/** What a fresh clone has after `npm install` (dist is rebuilt by `npm start`'s prestart). */
const CHECKOUT = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'nest-cli.json',
  'scripts',
  'src',
  'migrations',
  'reader',
  'packages',
  'node_modules',
  'dist',
];

/** Marks a block the test does not paste (it installs, runs for minutes, or needs Docker), with the reason. */
const NOT_RUN = /<!-- README test: not run \(([^)]+)\) -->\s*$/;

/** Every fenced bash block of the README in order (indented ones too), and those marked as not run. */
function bashBlocks(readme: string): { run: string[]; skipped: string[] } {
  const run: string[] = [];
  const skipped: string[] = [];
  for (const match of readme.matchAll(/^( *)```bash\n([\s\S]*?)^\1```$/gm)) {
    const indent = match[1];
    const body = match[2]
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n');
    const before = readme.slice(Math.max(0, match.index! - 200), match.index);
    const marked = NOT_RUN.exec(before);
    if (marked) skipped.push(marked[1]);
    else run.push(body);
  }
  return { run, skipped };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Every bash block of the README pasted in order as one script, as a newcomer reading top to bottom would, in a
 * folder laid out like a fresh clone with its own embedded database; only the port differs (3000 may be taken).
 */
describe('the README, every bash block pasted in order', () => {
  it('runs from start to the signed webhook, every command answering what the README says', async () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const blocks = bashBlocks(readme);
    // Only these are not pasted: installing and the whole suite, the benchmarks, Docker.
    expect(blocks.skipped).toEqual(['it installs and runs the suite', 'Docker', 'it runs for minutes']);
    const port = await freePort();
    const script = `set -o pipefail\n${blocks.run.join('\n')}\nkill %1\nwait\n`.replaceAll(
      '127.0.0.1:3000',
      `127.0.0.1:${port}`,
    );
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-clone-'));
    for (const name of CHECKOUT) fs.symlinkSync(path.join(ROOT, name), path.join(clone, name));
    try {
      const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const bash = spawn('bash', ['-c', script], {
          cwd: clone,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '/tmp',
            PORT: String(port),
            LOG_LEVEL: 'warn',
          },
        });
        let stdout = '';
        let stderr = '';
        bash.stdout.on('data', (chunk) => (stdout += chunk));
        bash.stderr.on('data', (chunk) => (stderr += chunk));
        bash.on('exit', (code) => resolve({ code, stdout, stderr }));
      });
      const out = result.stdout;
      expect([result.code, result.stderr.match(/curl: \(\d+\).*/g)]).toEqual([0, null]);
      expect(out).toContain('{"status":"ok"}');
      expect(out).toMatch(/imported\s+1\n/);
      // The list (a plain-text digest as content), the entry (its markdown), the tags, the refusal.
      expect(out).toMatch(/"data":\[\{"date":"2026-11-21","title":"Sunny","content":"Ran 5 km by the river\."/);
      expect(out).toContain('"content":"# Sunny\\n\\nRan 5 km by the river."');
      expect(out).toContain('{"data":[{"slug":"run","displayName":"Run","entryCount":1}]}');
      expect(out).toMatch(
        /HTTP\/1\.1 401[\s\S]*content-type: application\/problem\+json[\s\S]*"detail":"MISSING_API_KEY"/i,
      );
      // The webhook's receipt, the day generated at once, and that day's entry read back.
      const receipt =
        /\{"received":true,"id":"[^"]+","day":"(\d{4}-\d{2}-\d{2})","extracted":\{"media":1,"locations":1,"highlights":1\},"warnings":\[\]\}/.exec(
          out,
        );
      expect(receipt).not.toBeNull();
      expect(out.match(new RegExp(`"date": ?"${receipt![1]}"`, 'g'))?.length).toBeGreaterThanOrEqual(2);
      expect(out).toContain('Tempelhofer Feld');
      // The change feed's catch-up loop: both of Ada's days.
      expect(out).toContain(`written 2026-11-21\nwritten ${receipt![1]}\n`);
      // Managing keys and data: Grace's account made, keyed, fed, pruned and erased; Ada's exported and kept.
      expect(out).toMatch(/"nextCursor":null/);
      expect(out).toMatch(/"deleted":true/);
      expect(out).toMatch(/ 2 ada-entries\.jsonl\n +1 ada-artifacts\.jsonl/);
      expect(out).toMatch(/"deleted":\{"entries":0,"artifacts":0,"keys":2,"tokens":1\}/);
      // The signed webhook: refused unsigned, accepted signed.
      expect(out).toContain('invalid-webhook-signature');
      expect(out).toMatch(/\{"received":true,"id":"[^"]+","day":"[^"]+","extracted":\{"media":0/);
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });
});
