import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { DiaryClient, DiaryNetworkError, DiaryProblemError } from '../src/index.js';

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

const TAGS = JSON.stringify({ data: [{ slug: 'run', displayName: 'Run', entryCount: 3 }] });
const ok: Answer = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(TAGS);
const problem =
  (status: number, slug: string, headers: Record<string, string> = {}): Answer =>
  (request, response) =>
    response.writeHead(status, { 'content-type': 'application/problem+json', ...headers }).end(
      JSON.stringify({
        type: `http://diary.test/errors/${slug}`,
        title: slug,
        status,
        detail: slug.toUpperCase(),
        instance: request.url,
        requestId: 'r-1',
      }),
    );

/**
 * What a running service cannot be made to answer on demand (an overloaded instance, a proxy, a dead address) comes
 * from a local server playing a script of answers, one per request.
 */
describe('retries', () => {
  let server: Server;
  let script: Answer[] = [];
  let arrivals: number[] = [];
  let url: string;
  before(async () => {
    server = createServer((request, response) => {
      arrivals.push(Date.now());
      const answer = script.shift();
      if (answer) answer(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.closeAllConnections();
    server.close();
  });
  const play = (...answers: Answer[]) => {
    script = answers;
    arrivals = [];
  };
  const client = (retry = {}) => new DiaryClient({ apiKey: 'diary_sk_test', baseUrl: url, retry });

  it('waits the Retry-After of a 429, then succeeds', async () => {
    play(problem(429, 'rate-limit-exceeded', { 'retry-after': '1' }), ok);
    const tags = await client().listTags();
    assert.equal(tags[0].slug, 'run');
    assert.equal(arrivals.length, 2);
    assert.ok(arrivals[1] - arrivals[0] >= 1000, `waited ${arrivals[1] - arrivals[0]} ms`);
  });

  it('backs off exponentially on a 503 without Retry-After', async () => {
    play(problem(503, 'service-unavailable'), problem(503, 'service-unavailable'), ok);
    await client({ baseDelayMs: 100 }).listTags();
    const waits = [arrivals[1] - arrivals[0], arrivals[2] - arrivals[1]];
    assert.ok(waits[0] >= 50 && waits[0] < 400, `first wait ${waits[0]} ms`);
    assert.ok(waits[1] >= 100 && waits[1] < 600, `second wait ${waits[1]} ms`);
  });

  it('gives up after maxRetries and throws the last Problem Details', async () => {
    play(...Array.from({ length: 5 }, () => problem(503, 'service-unavailable', { 'retry-after': '0' })));
    const error = await client({ maxRetries: 2 })
      .listTags()
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof DiaryProblemError);
    assert.deepEqual([error.status, error.slug, error.retryAfterSeconds], [503, 'service-unavailable', 0]);
    assert.equal(arrivals.length, 3);
  });

  it('does not retry other errors', async () => {
    play(problem(500, 'internal-error'), ok);
    const error = await client()
      .listTags()
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof DiaryProblemError);
    assert.equal(error.status, 500);
    assert.equal(arrivals.length, 1);
  });

  it('surfaces a body that is not Problem Details (a proxy page) with its status', async () => {
    play((_request, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    const error = await client({ maxRetries: 0 })
      .listTags()
      .catch((caught: unknown) => caught);
    assert.ok(error instanceof DiaryProblemError);
    assert.deepEqual([error.status, error.type], [502, 'about:blank']);
  });

  it('abandons an attempt at its timeout and retries it', async () => {
    play(() => {}, ok);
    const started = Date.now();
    const tags = await client({ timeoutMs: 300, baseDelayMs: 10 }).listTags();
    assert.equal(tags.length, 1);
    assert.ok(Date.now() - started >= 300);
    assert.equal(arrivals.length, 2);
  });

  it('throws DiaryNetworkError when nothing listens, after its retries', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = new DiaryClient({
      apiKey: 'diary_sk_test',
      baseUrl: `http://127.0.0.1:${port}`,
      retry: { baseDelayMs: 10 },
    });
    const error = await nowhere.listTags().catch((caught: unknown) => caught);
    assert.ok(error instanceof DiaryNetworkError);
    assert.match(error.message, /after 4 attempt/);
  });

  it("stops waiting when the caller's signal aborts", async () => {
    play(problem(429, 'rate-limit-exceeded', { 'retry-after': '30' }), ok);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped by the caller')), 200);
    const started = Date.now();
    const error = await client()
      .api.GET('/api/v1/tags', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    assert.match(String(error), /stopped by the caller/);
    assert.ok(Date.now() - started < 2000);
  });
});
