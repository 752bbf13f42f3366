import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { importEntries, seedAccount } from './support/fixtures';
import { runCliInProcess } from './support/run-cli';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

jest.setTimeout(60_000);

describe('accounts export: an owner takes everything', () => {
  let t: TestApp;
  const dirs = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-export-'));

  beforeAll(async () => {
    t = await startTestApp({ env: { GENERATION_QUIET_PERIOD_SECONDS: '3600' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dirs, { recursive: true, force: true });
  });

  const cli = (...args: string[]) =>
    runCliInProcess(args, { run: (name, input) => t.admin.run(name, input), close: async () => undefined });
  const lines = (file: string) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, any>);

  it('writes entries in the import format and artifacts as `artifacts show` prints them; the entries import back unchanged', async () => {
    const { accountId } = await seedAccount(t);
    await importEntries(t, accountId, [
      {
        date: '2025-12-30',
        content: '# Snow\n\nFirst snow of the year ❄️.',
        title: 'Snow',
        summary: 'First snow.',
        tags: [{ slug: 'weather', displayName: 'Weather' }, 'walks'],
        sources: ['import:journal'],
        generatedAt: '2025-12-30T21:00:00.000Z',
      },
      { date: '2025-12-31', content: 'No heading, only text.' },
    ]);
    const token = await createToken(t, accountId, 'Phone');
    const sent = [
      { note: 'Walked along the canal' },
      [{ reading: 1 }, { reading: 2 }],
      { text: 'Ünïcode ✓', location: { lat: 52.5, lng: 13.4 } },
    ];
    const receipts = [];
    for (const body of sent) receipts.push((await postWebhook(t, token.token, body)).json());
    await t.admin.run('generate', { accountId, date: receipts[0].day });

    const out = path.join(dirs, 'first');
    const result = await cli('accounts', 'export', accountId, '--out', out, '--json');
    expect(result.code).toBe(0);
    expect(result.json()).toEqual({ entries: 3, artifacts: 3, removed: 0, dir: out });
    expect(fs.readdirSync(out).sort()).toEqual(['artifacts.jsonl', 'entries.jsonl', 'removed.jsonl']);

    const entries = lines(path.join(out, 'entries.jsonl'));
    expect(entries.map((entry) => entry.date)).toEqual(['2025-12-30', '2025-12-31', receipts[0].day]);
    expect(entries[0]).toEqual({
      date: '2025-12-30',
      title: 'Snow',
      content: '# Snow\n\nFirst snow of the year ❄️.',
      summary: 'First snow.',
      tags: [
        { slug: 'walks', displayName: 'Walks' },
        { slug: 'weather', displayName: 'Weather' },
      ],
      sources: ['import:journal'],
      generatedAt: '2025-12-30T21:00:00.000Z',
    });
    expect(entries[2].content).toContain('canal');

    const artifacts = lines(path.join(out, 'artifacts.jsonl'));
    expect(artifacts.map((artifact) => artifact.id)).toEqual(receipts.map((receipt) => receipt.id));
    for (const artifact of artifacts)
      expect(artifact).toEqual(await t.admin.run('artifacts.show', { id: artifact.id }));
    expect(artifacts.map((artifact) => artifact.payload)).toEqual(sent);

    // Round trip: imported into another account and exported again, the entries file is the same, byte for byte.
    const other = await seedAccount(t);
    expect(
      (await cli('entries', 'import', other.accountId, '--file', path.join(out, 'entries.jsonl'), '--json')).json(),
    ).toEqual({ imported: 3 });
    const again = path.join(dirs, 'again');
    expect((await cli('accounts', 'export', other.accountId, '--out', again, '--json')).code).toBe(0);
    expect(fs.readFileSync(path.join(again, 'entries.jsonl'), 'utf8')).toBe(
      fs.readFileSync(path.join(out, 'entries.jsonl'), 'utf8'),
    );
    expect(lines(path.join(again, 'artifacts.jsonl'))).toEqual([]);
  });

  it('pages large accounts with bounded pages and reports progress on standard error', async () => {
    const { accountId } = await seedAccount(t);
    // Three entries of ~900 KB: more than one page's 2 MB budget.
    const big = (n: number) => ({ date: `2025-01-0${n}`, content: `# Long day ${n}\n\n${'word '.repeat(180_000)}` });
    await importEntries(t, accountId, [big(1), big(2), big(3)]);
    const pages: Array<{ items: number; next: string | null }> = [];
    let after: string | undefined;
    do {
      const page = (await t.admin.run('accounts.export', { accountId, part: 'entries', after })) as {
        items: unknown[];
        next: string | null;
      };
      pages.push({ items: page.items.length, next: page.next });
      after = page.next ?? undefined;
    } while (after);
    expect(pages).toEqual([
      { items: 2, next: '2025-01-02' },
      { items: 1, next: null },
    ]);

    const out = path.join(dirs, 'large');
    const result = await cli('accounts', 'export', accountId, '--out', out);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('exported 3 entries');
    expect(lines(path.join(out, 'entries.jsonl')).map((entry) => entry.content)).toEqual([
      big(1).content,
      big(2).content,
      big(3).content,
    ]);
  });

  it('refuses an unknown account (exit 1, no files) and a missing --out (exit 2)', async () => {
    const out = path.join(dirs, 'none');
    const unknown = await cli('accounts', 'export', '00000000-0000-4000-8000-000000000000', '--out', out, '--json');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with id');
    expect(fs.existsSync(path.join(out, 'entries.jsonl'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'entries.jsonl.partial'))).toBe(false);
    const missing = await cli('accounts', 'export', '00000000-0000-4000-8000-000000000000', '--json');
    expect(missing.code).toBe(2);
  });

  it('never writes through a link planted at a .partial name, and refuses (exit 2) a folder others can write or another user owns', async () => {
    const { accountId } = await seedAccount(t);
    await importEntries(t, accountId, [{ date: '2026-03-01', content: '# Private\n\nOnly mine.' }]);
    const victim = path.join(dirs, 'victim');
    fs.writeFileSync(victim, 'precious');

    const out = path.join(dirs, 'planted');
    fs.mkdirSync(out, { mode: 0o700 });
    fs.symlinkSync(victim, path.join(out, 'entries.jsonl.partial'));
    fs.writeFileSync(path.join(out, 'artifacts.jsonl.partial'), 'left over');
    const result = await cli('accounts', 'export', accountId, '--out', out, '--json');
    expect(result.code).toBe(0);
    expect(fs.readFileSync(victim, 'utf8')).toBe('precious');
    expect(lines(path.join(out, 'entries.jsonl')).map((entry) => entry.title)).toEqual(['Private']);
    expect(fs.readFileSync(path.join(out, 'artifacts.jsonl'), 'utf8')).toBe('');
    expect(fs.readdirSync(out).sort()).toEqual(['artifacts.jsonl', 'entries.jsonl', 'removed.jsonl']);

    const shared = path.join(dirs, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    const refused = await cli('accounts', 'export', accountId, '--out', shared, '--json');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`--out ${shared} can be written by other users`);
    expect(fs.readdirSync(shared)).toEqual([]);

    if (process.getuid?.() === 0) {
      const theirs = path.join(dirs, 'theirs');
      fs.mkdirSync(theirs, { mode: 0o755 });
      fs.chownSync(theirs, 65_534, 65_534);
      const notMine = await cli('accounts', 'export', accountId, '--out', theirs, '--json');
      expect(notMine.code).toBe(2);
      expect(notMine.stderr).toContain(`--out ${theirs} belongs to user 65534`);
      expect(fs.readdirSync(theirs)).toEqual([]);
    }
  });
});
