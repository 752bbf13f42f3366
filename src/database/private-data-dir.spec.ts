import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { makeDataDirPrivate, makeTreePrivate } from './private-data-dir';

const modeOf = (target: string) => fs.lstatSync(target).mode & 0o777;

describe('makeDataDirPrivate', () => {
  let parent: string;
  let umask: number;
  beforeEach(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'private-dir-'));
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('creates a missing DATA_DIR 0700 under umask 000, and reports nothing to tighten', () => {
    const dir = path.join(parent, 'a', 'b');
    expect(makeDataDirPrivate(dir)).toEqual({ folders: 0, files: 0 });
    expect(modeOf(dir)).toBe(0o700);
  });

  it('tightens every folder to 0700 and file to 0600 (owner bits kept), counts them, and leaves a link and its target alone', () => {
    const dir = path.join(parent, 'data');
    fs.mkdirSync(path.join(dir, 'pgdata', 'pg_wal'), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(dir, 'pgdata', 'pg_wal', '0001'), 'wal', { mode: 0o666 });
    fs.writeFileSync(path.join(dir, 'tool'), '#!', { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'private'), 'x', { mode: 0o600 });
    const outside = path.join(parent, 'outside');
    fs.writeFileSync(outside, 'theirs', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(dir, 'link'));

    expect(makeDataDirPrivate(dir)).toEqual({ folders: 3, files: 2 });
    expect([dir, `${dir}/pgdata`, `${dir}/pgdata/pg_wal`].map(modeOf)).toEqual([0o700, 0o700, 0o700]);
    expect(modeOf(`${dir}/pgdata/pg_wal/0001`)).toBe(0o600);
    expect(modeOf(`${dir}/tool`)).toBe(0o700);
    expect(modeOf(`${dir}/private`)).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    // Nothing left: the next start says nothing.
    expect(makeTreePrivate(dir)).toEqual({ folders: 0, files: 0 });
  });

  (process.getuid?.() === 0 ? it : it.skip)('refuses a DATA_DIR another user owns, and changes nothing in it', () => {
    const dir = path.join(parent, 'theirs');
    fs.mkdirSync(dir, { mode: 0o777 });
    fs.chownSync(dir, 65_534, 65_534);
    expect(() => makeDataDirPrivate(dir)).toThrow(
      `DATA_DIR ${dir} belongs to user 65534, not to this process's user 0`,
    );
    expect(modeOf(dir)).toBe(0o777);
  });

  it('refuses a DATA_DIR that is a file', () => {
    const file = path.join(parent, 'file');
    fs.writeFileSync(file, '');
    expect(() => makeDataDirPrivate(file)).toThrow();
  });
});
