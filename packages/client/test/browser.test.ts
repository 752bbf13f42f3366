import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { sampleDiary } from './support/diary.js';
import { PACKAGE, type RunningService, readerAccount, startService } from './support/service.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
if (!CHROMIUM && process.env.REQUIRE_BROWSER === '1')
  throw new Error('REQUIRE_BROWSER=1 but no Chromium at /usr/bin/chromium');
const OPENAPI_FETCH = createRequire(import.meta.url).resolve('openapi-fetch/dist/index.mjs');

// A page from another origin than the API's, loading the built package as a browser does (an import map names
// openapi-fetch): what a web app bundling the client runs, cross-origin requests and CORS included.
const PAGE = `<!doctype html><script type="importmap">{"imports":{"openapi-fetch":"/openapi-fetch.mjs"}}</script>
<script type="module">import * as client from '/client/index.js'; window.diaryClient = client;</script>`;

describe('the client in Chromium', { skip: CHROMIUM ? false : 'no Chromium (apt-get install chromium)' }, () => {
  let service: RunningService;
  let pages: Server;
  let browser: Browser;
  let origin: string;
  let key: string;
  before(async () => {
    service = await startService();
    const account = await readerAccount(service, 'Browser client');
    key = account.key;
    await service.importEntries(account.id, sampleDiary());
    pages = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://page').pathname;
      const file =
        path === '/openapi-fetch.mjs'
          ? OPENAPI_FETCH
          : path.startsWith('/client/')
            ? normalize(join(PACKAGE, 'dist', path.slice('/client/'.length)))
            : null;
      if (path === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      const inPackage = file === OPENAPI_FETCH || file?.startsWith(join(PACKAGE, 'dist') + '/');
      if (!file || !inPackage || !existsSync(file)) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
    origin = `http://localhost:${(pages.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  after(async () => {
    await browser?.close();
    pages?.close();
    await service?.stop();
  });

  it('lists, searches, reads and throws typed errors from a page of another origin', async () => {
    const page = await browser.newPage();
    await page.goto(origin);
    await page.waitForFunction(() => 'diaryClient' in window);
    const result = await page.evaluate(
      async ({ baseUrl, apiKey }) => {
        const { DiaryClient, DiaryProblemError } = (window as any).diaryClient;
        const diary = new DiaryClient({ apiKey, baseUrl });
        const dates: string[] = [];
        for await (const entry of diary.listEntries({ from: '2026-01-01', pageSize: 20 })) dates.push(entry.date);
        const found: string[] = [];
        for await (const entry of diary.listEntries({ from: '2026-01-01', q: 'towpath' })) found.push(entry.title);
        const entry = await diary.getEntry('2026-10-04');
        const missing = await diary.getEntry('2026-10-05').catch((error: any) => error);
        return {
          count: dates.length,
          found,
          title: entry.title,
          missing: [missing instanceof DiaryProblemError, missing.status, missing.slug],
        };
      },
      { baseUrl: service.url, apiKey: key },
    );
    assert.deepEqual(result, {
      count: 30,
      found: ['Along the canal with Priya'],
      title: 'Along the canal with Priya',
      missing: [true, 404, 'entry-not-found'],
    });
  });
});
