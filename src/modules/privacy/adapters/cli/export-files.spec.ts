import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CommandUsageError } from '../../../../shared/admin-command';
import { exportAccountFiles } from './export-files';

describe('exportAccountFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-files-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('leaves no file behind when the first page fails before the file has opened', async () => {
    const failing = { run: () => Promise.reject(new Error('No account with id x')) };
    await expect(exportAccountFiles(failing, 'x', dir, () => undefined)).rejects.toThrow('No account with id x');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('leaves the finished part and no partial file when a later part fails', async () => {
    const run = async (_name: string, input?: unknown) => {
      if ((input as { part: string }).part === 'artifacts') throw new Error('database is unavailable');
      return { items: [{ date: '2026-01-01' }], next: null };
    };
    await expect(exportAccountFiles({ run }, 'x', dir, () => undefined)).rejects.toThrow('database is unavailable');
    expect(fs.readdirSync(dir)).toEqual(['entries.jsonl']);
  });

  const onePage = {
    run: async (_name: string, input?: unknown) => ({
      items: [{ part: (input as { part: string }).part, secret: 'diary' }],
      next: null,
    }),
  };
  const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

  it('never writes through a link planted at a .partial name: the link goes, its target is untouched, the export is a new 0600 file', async () => {
    const victim = path.join(os.tmpdir(), `export-victim-${process.pid}`);
    fs.writeFileSync(victim, 'precious', { mode: 0o644 });
    try {
      for (const name of ['entries.jsonl', 'artifacts.jsonl', 'removed.jsonl'])
        fs.symlinkSync(victim, path.join(dir, `${name}.partial`));
      expect(await exportAccountFiles(onePage, 'x', dir, () => undefined)).toEqual({
        entries: 1,
        artifacts: 1,
        removed: 1,
        dir,
      });
      expect(fs.readFileSync(victim, 'utf8')).toBe('precious');
      expect(fs.readdirSync(dir).sort()).toEqual(['artifacts.jsonl', 'entries.jsonl', 'removed.jsonl']);
      for (const name of ['entries.jsonl', 'artifacts.jsonl', 'removed.jsonl']) {
        expect(fs.lstatSync(path.join(dir, name)).isFile()).toBe(true);
        expect(modeOf(path.join(dir, name))).toBe(0o600);
      }
      expect(fs.readFileSync(path.join(dir, 'entries.jsonl'), 'utf8')).toContain('diary');
    } finally {
      fs.rmSync(victim, { force: true });
    }
  });

  it('never reuses a pre-created .partial file: whoever holds it open reads nothing of the export', async () => {
    const planted = path.join(dir, 'entries.jsonl.partial');
    fs.writeFileSync(planted, '', { mode: 0o666 });
    if (process.getuid?.() === 0) fs.chownSync(planted, 65_534, 65_534);
    // The planter's handle on the file they made (a hard link stands for it).
    const held = path.join(os.tmpdir(), `export-held-${process.pid}`);
    fs.linkSync(planted, held);
    try {
      await exportAccountFiles(onePage, 'x', dir, () => undefined);
      expect(fs.readFileSync(held, 'utf8')).toBe('');
      const written = fs.statSync(path.join(dir, 'entries.jsonl'));
      expect([written.uid, written.mode & 0o777]).toEqual([process.getuid?.(), 0o600]);
    } finally {
      fs.rmSync(held, { force: true });
    }
  });

  it('creates a missing folder 0700 and its files 0600 whatever the umask', async () => {
    const umask = process.umask(0);
    try {
      const out = path.join(dir, 'new', 'export');
      await exportAccountFiles(onePage, 'x', out, () => undefined);
      expect([modeOf(out), modeOf(path.join(out, 'entries.jsonl')), modeOf(path.join(out, 'artifacts.jsonl'))]).toEqual(
        [0o700, 0o600, 0o600],
      );
    } finally {
      process.umask(umask);
    }
  });

  it.each([
    ['others can write', 0o777, /can be written by other users/],
    ['its group can write', 0o770, /can be written by other users/],
    ['world-writable with the sticky bit, as /tmp', 0o1777, /can be written by other users/],
  ])('refuses a folder %s with a usage error (exit 2) and writes nothing there', async (_what, mode, message) => {
    fs.chmodSync(dir, mode);
    const error = await exportAccountFiles(onePage, 'x', dir, () => undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommandUsageError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain(dir);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  (process.getuid?.() === 0 ? it : it.skip)(
    'refuses a folder another user owns, and a link to a folder planted by another user',
    async () => {
      fs.chownSync(dir, 65_534, 65_534);
      fs.chmodSync(dir, 0o700);
      await expect(exportAccountFiles(onePage, 'x', dir, () => undefined)).rejects.toThrow(
        new RegExp(`${dir} belongs to user 65534`),
      );
      expect(fs.readdirSync(dir)).toEqual([]);

      const mine = fs.mkdtempSync(path.join(os.tmpdir(), 'export-mine-'));
      const link = path.join(os.tmpdir(), `export-link-${process.pid}`);
      try {
        fs.symlinkSync(mine, link);
        fs.lchownSync(link, 65_534, 65_534);
        await expect(exportAccountFiles(onePage, 'x', link, () => undefined)).rejects.toThrow(
          /is a link made by user 65534/,
        );
        expect(fs.readdirSync(mine)).toEqual([]);
      } finally {
        fs.rmSync(link, { force: true });
        fs.rmSync(mine, { recursive: true, force: true });
      }
    },
  );
});
