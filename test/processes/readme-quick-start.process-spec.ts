import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';

jest.setTimeout(180_000);

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
  'node_modules',
  'dist',
];

/** The first bash block after a README heading. */
function blockAfter(readme: string, heading: string): string {
  const from = readme.indexOf(`\n${heading}\n`);
  const match = /```bash\n([\s\S]*?)```/.exec(readme.slice(from));
  if (from < 0 || !match) throw new Error(`no bash block after ${heading}`);
  return match[1];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * The README's "A first session" and "Webhook" blocks pasted as one script, as a
 * newcomer would, in a folder laid out like a fresh clone with its own embedded
 * database; only the port differs (3000 may be taken where tests run).
 */
describe('the README quick start, pasted as one block', () => {
  it('works from start to the generated entry, every command answering', async () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const port = await freePort();
    const script =
      `${blockAfter(readme, '## A first session')}\n${blockAfter(readme, '## Webhook')}\nkill %1\nwait\n`.replaceAll(
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
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });
});
