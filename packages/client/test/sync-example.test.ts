import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { DiaryClient } from '../src/index.js';
import { sampleDiary } from './support/diary.js';
import { PACKAGE, type RunningService, readerAccount, startService } from './support/service.js';

const EXAMPLE = join(PACKAGE, 'dist-test/examples/sync-to-markdown.js');

describe("the README's sync-to-markdown example", () => {
  let service: RunningService;
  let account: { id: string; key: string };
  const folder = mkdtempSync(join(tmpdir(), 'diary-sync-'));
  const sync = async () => {
    const env = { PATH: process.env.PATH ?? '', DIARY_URL: service.url, DIARY_API_KEY: account.key };
    return (await promisify(execFile)(process.execPath, [EXAMPLE, folder], { env })).stdout.trim();
  };
  const files = () => readdirSync(folder).sort();

  before(async () => {
    service = await startService();
    account = await readerAccount(service, 'Sync example');
  });
  after(async () => {
    await service?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is the script the README shows', () => {
    const readme = readFileSync(join(PACKAGE, 'README.md'), 'utf8');
    const source = readFileSync(join(PACKAGE, 'examples/sync-to-markdown.ts'), 'utf8');
    assert.ok(readme.includes('```ts\n' + source + '```'), 'README.md shows examples/sync-to-markdown.ts verbatim');
  });

  it('writes every day, then only what changed, and removes a day whose entry is gone', async () => {
    await service.importEntries(account.id, sampleDiary().slice(0, 5));
    assert.equal(await sync(), `5 written, 0 removed in ${folder}`);
    assert.deepEqual(files(), [
      '.cursor',
      '2026-09-20.md',
      '2026-09-22.md',
      '2026-09-24.md',
      '2026-09-26.md',
      '2026-09-28.md',
    ]);
    assert.equal(
      readFileSync(join(folder, '2026-09-20.md'), 'utf8'),
      '---\ndate: 2026-09-20\ntitle: "Day 1"\ntags: ["run","work"]\nsources: ["import"]\nwords: 12\n---\n\n' +
        '# Day 1\n\nRan 3 km before work, then wrote in the library.\n',
    );
    assert.equal(await sync(), `0 written, 0 removed in ${folder}`);

    // A day from the webhook, generated, then its only artifact deleted: the entry is removed, and so is the file.
    const token = await service.admin('tokens', 'create', account.id, '--name', 'Notes: "field" app');
    const delivery = await fetch(`${service.url}/webhooks/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Bought bread at the market', timestamp: '2026-09-30T09:15:00Z' }),
    });
    const receipt = await delivery.json();
    await service.admin('generate', account.id, '--date', receipt.day);
    await service.importEntries(account.id, [
      { date: '2026-09-22', content: '# Day 2, again\n\nRewritten.', tags: [] },
    ]);
    assert.equal(await sync(), `2 written, 0 removed in ${folder}`);
    assert.match(readFileSync(join(folder, '2026-09-22.md'), 'utf8'), /title: "Day 2, again"/);
    assert.match(
      readFileSync(join(folder, `${receipt.day}.md`), 'utf8'),
      /sources: \["webhook:Notes: \\"field\\" app"\]/,
    );

    await service.admin('artifacts', 'delete', receipt.id);
    const client = new DiaryClient({ apiKey: account.key, baseUrl: service.url });
    await waitFor(async () => {
      const page = await client.entryPage({ from: receipt.day, to: receipt.day });
      return page.data.length === 0;
    });
    assert.equal(await sync(), `0 written, 1 removed in ${folder}`);
    assert.ok(!files().includes(`${receipt.day}.md`));
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
