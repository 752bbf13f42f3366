import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { exportAccountFiles } from './export-files';

describe('exportAccountFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-files-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('leaves no file behind when the first page fails before the file has opened', async () => {
    const failing = { run: () => Promise.reject(new Error('No account with id x')) };
    await expect(exportAccountFiles(failing, 'x', dir, () => undefined)).rejects.toThrow('No account with id x');
    await settle();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('leaves the finished part and no partial file when a later part fails', async () => {
    const run = async (_name: string, input?: unknown) => {
      if ((input as { part: string }).part === 'artifacts') throw new Error('database is unavailable');
      return { items: [{ date: '2026-01-01' }], next: null };
    };
    await expect(exportAccountFiles({ run }, 'x', dir, () => undefined)).rejects.toThrow('database is unavailable');
    await settle();
    expect(fs.readdirSync(dir)).toEqual(['entries.jsonl']);
  });
});
