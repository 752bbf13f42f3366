import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { DiaryClient, DiaryProblemError } from '../src/index.js';
import { sampleDiary } from './support/diary.js';
import { PACKAGE, type RunningService, readerAccount, startService } from './support/service.js';

describe('the client against a running service', () => {
  let service: RunningService;
  let account: { id: string; key: string };
  let client: DiaryClient;
  const requests: string[] = [];

  before(async () => {
    service = await startService();
    account = await readerAccount(service, 'Client tests');
    await service.importEntries(account.id, sampleDiary());
    client = new DiaryClient({
      apiKey: account.key,
      baseUrl: service.url,
      fetch: (request) => {
        requests.push(new URL(request.url).pathname + new URL(request.url).search);
        return fetch(request);
      },
    });
  });
  after(() => service?.stop());

  it('has the types of the document the service serves (src/generated/openapi.ts is up to date)', async () => {
    const script = `${PACKAGE}/scripts/generate-schema.mjs`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      script,
      '--check',
      `${service.url}/api/v1/openapi.json`,
    ]);
    assert.match(stdout, /matches/);
  });

  it('iterates over every entry of a window, page after page, newest first', async () => {
    requests.length = 0;
    const dates: string[] = [];
    for await (const entry of client.listEntries({ from: '2026-01-01', to: '2026-12-31', pageSize: 7 })) {
      dates.push(entry.date);
    }
    const expected = sampleDiary()
      .map((day) => day.date)
      .reverse();
    assert.deepEqual(dates, expected);
    assert.equal(requests.length, 5, '30 entries in pages of 7');
    assert.match(requests[4], /limit=7&offset=28/);
  });

  it('gives the pages themselves, with the total', async () => {
    const pages = [];
    for await (const page of client.listEntries({ from: '2026-10-01', to: '2026-10-31', pageSize: 10 }).pages()) {
      pages.push(page);
    }
    assert.deepEqual(
      pages.map((page) => [page.data.length, page.pagination.total, page.pagination.offset]),
      [
        [10, 15, 0],
        [5, 15, 10],
      ],
    );
  });

  it('searches, and filters by tag', async () => {
    const found = [];
    for await (const entry of client.listEntries({ from: '2026-01-01', q: 'walking "with Priya"' })) found.push(entry);
    assert.deepEqual(
      found.map((entry) => [entry.date, entry.title]),
      [['2026-10-04', 'Along the canal with Priya']],
    );
    const walks = [];
    for await (const entry of client.listEntries({ from: '2026-01-01', tag: 'friends' })) walks.push(entry.date);
    assert.deepEqual(walks, ['2026-10-04']);
    const none = [];
    for await (const entry of client.listEntries({ from: '2026-01-01', q: 'canal -Lisbon' })) none.push(entry);
    assert.deepEqual(none, []);
  });

  it('reads one entry with its markdown', async () => {
    const entry = await client.getEntry('2026-10-04');
    assert.equal(entry.title, 'Along the canal with Priya');
    assert.match(entry.content ?? '', /talked about \*\*Lisbon\*\*/);
    assert.deepEqual(entry.tags, ['friends', 'walk']);
    assert.deepEqual(entry.enrichment, { media: [], locations: [], highlights: [] });
  });

  it('lists the tags with their counts', async () => {
    const tags = await client.listTags();
    assert.deepEqual(
      tags.map((tag) => [tag.slug, tag.entryCount]),
      [
        ['run', 29],
        ['work', 10],
        ['friends', 1],
        ['walk', 1],
      ],
    );
  });

  it('reads the change feed to its end, and from a stored cursor only what is new', async () => {
    const changes = [];
    let cursor: string | undefined;
    for await (const page of client.changes({ limit: 8 }).pages()) {
      changes.push(...page.data);
      cursor = page.nextCursor;
    }
    assert.equal(changes.length, 30);
    assert.ok(changes.every((change) => change.change === 'written'));

    await service.importEntries(account.id, [{ date: '2026-11-20', content: '# Snow\n\nFirst snow.', tags: [] }]);
    const fresh = [];
    for await (const change of client.changes({ cursor })) fresh.push(change);
    assert.deepEqual(
      fresh.map((change) => [change.date, change.change]),
      [['2026-11-20', 'written']],
    );
  });

  it('throws the Problem Details of a day without an entry, typed', async () => {
    const error = await client.getEntry('2026-09-21').catch((caught: unknown) => caught);
    assert.ok(error instanceof DiaryProblemError);
    assert.equal(error.status, 404);
    assert.equal(error.slug, 'entry-not-found');
    assert.equal(error.type, `${service.url}/errors/entry-not-found`);
    assert.equal(error.detail, 'ENTRY_NOT_FOUND');
    assert.match(error.requestId ?? '', /^[0-9a-f-]{36}$/);
  });

  it('throws bad-request naming the parameter, without retrying it', async () => {
    requests.length = 0;
    const error = await client.entryPage({ from: '2026-02-30' }).catch((caught: unknown) => caught);
    assert.ok(error instanceof DiaryProblemError);
    assert.equal(error.status, 400);
    assert.equal(error.slug, 'bad-request');
    assert.deepEqual(
      error.errors?.map((item) => item.parameter),
      ['from'],
    );
    assert.equal(requests.length, 1);
  });

  it('throws invalid-api-key for an unknown key, once', async () => {
    let attempts = 0;
    const stranger = new DiaryClient({
      apiKey: 'diary_sk_0000000000000000000000000000000000000000',
      baseUrl: service.url,
      fetch: (request) => (attempts++, fetch(request)),
    });
    const error = await stranger.listTags().catch((caught: unknown) => caught);
    assert.ok(error instanceof DiaryProblemError);
    assert.deepEqual([error.status, error.slug, error.detail], [401, 'invalid-api-key', 'INVALID_API_KEY']);
    assert.equal(attempts, 1);
  });

  it("throws rate-limit-exceeded with the server's Retry-After when it is longer than the client will wait", async () => {
    const key = await service.admin('keys', 'create', account.id, '--name', 'busy', '--scopes', 'tags:read');
    const busy = new DiaryClient({ apiKey: key.key, baseUrl: service.url, retry: { maxWaitMs: 500 } });
    for (let i = 0; i < 120; i++) await busy.listTags();
    const error = await busy.listTags().catch((caught: unknown) => caught);
    assert.ok(error instanceof DiaryProblemError);
    assert.equal(error.status, 429);
    assert.equal(error.slug, 'rate-limit-exceeded');
    assert.ok(
      error.retryAfterSeconds! >= 1 && error.retryAfterSeconds! <= 60,
      `Retry-After ${error.retryAfterSeconds}`,
    );
    assert.match(error.detail, /120 requests per minute/);
  });
});
