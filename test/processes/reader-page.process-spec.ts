/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { READER_CSP } from '../../src/reader/reader.controller';
import { eventually } from '../support/expectations';
import { describeInBrowser, textContaining, textsOf, textsWhen } from '../support/browser';
import { runCli } from '../support/run-cli';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir } from '../support/test-database';

jest.setTimeout(180_000);

/** Where the run leaves its screenshots of the reader (desktop and phone width). */
const SCREENSHOTS = path.resolve(__dirname, '../../test-output/reader');

// What an attacker would put in a payload or an imported entry: markup, script, handlers, javascript: and data: links.
const HOSTILE = [
  '# <img src=x onerror="window.__pwned=1"> Hostile <script>window.__pwned=2</script>',
  '',
  'Text <script>window.__pwned=3</script> and <b onmouseover="window.__pwned=4">bold?</b>',
  '',
  '[click me](javascript:window.__pwned=5) · [data](data:text/html,<script>window.__pwned=6</script>) · [home](/admin/v1/accounts)',
  '',
  '![pixel](https://tracker.example/pixel.gif) ![js](javascript:window.__pwned=7)',
  '',
  '<iframe src="javascript:window.__pwned=8"></iframe>',
  '',
  '<a href="javascript:window.__pwned=9">raw link</a> <svg onload="window.__pwned=10"></svg>',
].join('\n');

describeInBrowser('the diary reader at /', (executablePath) => {
  const dataDir = TEST_DATABASE_URL ? undefined : freshDataDir();
  const env: Record<string, string> = TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: dataDir! };
  const cli = async (...args: string[]) => {
    const result = await runCli([...args, '--json'], env);
    if (result.code !== 0) throw new Error(`${args.join(' ')}: ${result.stderr}`);
    return result.json();
  };
  let server: ServerProcess;
  let browser: Browser;
  let key: string;
  let expiring: string;
  let generatedDay: string;
  beforeAll(async () => {
    server = await startServerProcess(env);
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    const account = await cli(
      'accounts',
      'create',
      '--name',
      'Reader',
      '--plan',
      'advanced',
      '--timezone',
      'Europe/Berlin',
    );
    const scopes = 'entries:list,entries:read,tags:read';
    key = (await cli('keys', 'create', account.id, '--name', 'reader', '--scopes', scopes)).key;
    const soon = new Date(Date.now() + 4_000).toISOString();
    expiring = (await cli('keys', 'create', account.id, '--name', 'expiring', '--scopes', scopes, '--expires-at', soon))
      .key;
    const entries = [
      { date: '2026-09-12', content: '# Harvest\n\nPicked apples with Grandma.', tags: ['family'] },
      {
        date: '2026-10-04',
        content: '# Along the canal with Priya\n\nWe walked the **towpath** to the lock.\n\n- coffee\n- bread',
        tags: ['walk', 'friends'],
      },
      { date: '2026-10-18', content: '# Long run\n\nRan 21 km in the rain.', tags: ['run'] },
      { date: '2026-10-19', content: HOSTILE, tags: ['odd'] },
    ];
    const file = path.join(dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'reader-')), 'entries.jsonl');
    fs.writeFileSync(file, entries.map((entry) => JSON.stringify(entry)).join('\n'));
    await cli('entries', 'import', account.id, '--file', file);
    // A day from the webhook with a photo and a place, and markup in the payload's text.
    const token = await cli('tokens', 'create', account.id, '--name', 'Phone <b>');
    const receipt = (await (
      await fetch(`${server.url}/webhooks/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          text: 'Picnic in the park <img src=x onerror="window.__pwned=11">',
          photo: { url: 'https://img.example/picnic.jpg' },
          location: { latitude: 52.4732, longitude: 13.4053, name: 'Tempelhofer Feld' },
        }),
      })
    ).json()) as { day: string };
    generatedDay = receipt.day;
    await cli('generate', account.id, '--date', generatedDay);
  });
  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A page that records every request it makes, every dialog and every error. */
  const open = async (viewport = { width: 1280, height: 900 }) => {
    const page = await browser.newPage({ viewport });
    const seen = {
      requests: [] as { url: string; authorization?: string }[],
      dialogs: [] as string[],
      errors: [] as string[],
    };
    page.on('request', (request) =>
      seen.requests.push({ url: request.url(), authorization: request.headers().authorization }),
    );
    page.on('dialog', (dialog) => {
      seen.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => seen.errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && seen.errors.push(message.text()));
    await page.goto(`${server.url}/`);
    return { page, seen };
  };
  const paste = async (page: Page, value: string) => {
    await page.locator('#api-key').fill(value);
    await page.getByRole('button', { name: 'Open' }).click();
  };

  it('is served with a strict Content-Security-Policy', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(READER_CSP);
    expect(READER_CSP).toContain("script-src 'self'");
    expect(READER_CSP).toContain("require-trusted-types-for 'script'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.url}/reader/..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it('says an expired key and an unknown key are not accepted, and keeps asking', async () => {
    const { page, seen } = await open();
    // The key expires 4 s after it was made: pasted once the API refuses it.
    await eventually(
      async () => {
        const answer = await fetch(`${server.url}/api/v1/tags`, { headers: { authorization: `Bearer ${expiring}` } });
        return answer.status === 401 ? true : undefined;
      },
      10_000,
      100,
    );
    await paste(page, expiring);
    expect(await textContaining(page.getByRole('alert'), 'not accepted: it is unknown, expired or revoked')).toContain(
      'not accepted: it is unknown, expired or revoked',
    );
    expect(await textContaining(page.getByRole('alert'), 'INVALID_API_KEY')).toContain('INVALID_API_KEY');
    await paste(page, 'diary_sk_not_a_real_key');
    expect(await textContaining(page.getByRole('alert'), 'expired or revoked')).toContain('expired or revoked');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // A key with a character no header can carry is no key: said so, not "cannot be reached", and not kept.
    await paste(page, 'diary_sk_ключ');
    const refusal = page.getByRole('alert').filter({ hasText: 'That is not an API key' });
    expect(await textContaining(refusal, 'That is not an API key')).toContain(
      'keys are diary_sk_ followed by letters and digits',
    );
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(seen.errors.filter((error) => !error.includes('401'))).toEqual([]);
    await page.close();
  });

  it('lists the latest month, moves between months, filters by tag, searches and opens an entry', async () => {
    const { page, seen } = await open();
    await paste(page, key);
    const latestMonth = generatedDay.slice(0, 7);
    await page.waitForURL(new RegExp(`#/month/${latestMonth}$`));
    expect(await textsOf(page.locator('.entry-item .title').first(), ['At Tempelhofer Feld'])).toEqual([
      'At Tempelhofer Feld',
    ]);

    await page.getByRole('link', { name: /October 2026/ }).click();
    await page.waitForURL(/#\/month\/2026-10$/);
    expect(await textsWhen(page.locator('.entry-item .title'), (texts) => texts.length === 3)).toEqual([
      expect.stringContaining('Hostile'),
      'Long run',
      'Along the canal with Priya',
    ]);
    expect(await textsOf(page.locator('.entry-item .summary').nth(1), ['Ran 21 km in the rain.'])).toEqual([
      'Ran 21 km in the rain.',
    ]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'month-desktop.png'), fullPage: true });
    await page.getByRole('link', { name: /September 2026/ }).click();
    expect(await textsOf(page.locator('.entry-item .title'), ['Harvest'])).toEqual(['Harvest']);

    await page.getByLabel('Tag').selectOption('walk');
    await page.waitForURL(/#\/month\/2026-10\?tag=walk$/);
    expect(await textsOf(page.locator('.entry-item .title'), ['Along the canal with Priya'])).toEqual([
      'Along the canal with Priya',
    ]);
    await page.getByLabel('Tag').selectOption('');
    // Without a tag the reader shows the latest month again: the search is typed once it has (not into a page going away).
    await page.waitForURL(/#\/month\/\d{4}-\d{2}$/);
    expect(await textsOf(page.locator('.entry-item .title').first(), ['At Tempelhofer Feld'])).toEqual([
      'At Tempelhofer Feld',
    ]);

    await page.getByLabel('Search the diary').fill('walking lock');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await textsOf(page.locator('.search-title'), ['1 entry matches “walking lock”'])).toEqual([
      '1 entry matches “walking lock”',
    ]);
    await page.locator('.entry-item .title', { hasText: 'Along the canal with Priya' }).click();
    await page.waitForURL(/#\/entry\/2026-10-04$/);
    expect(await textsOf(page.locator('article.entry h1'), ['Along the canal with Priya'])).toEqual([
      'Along the canal with Priya',
    ]);
    expect(await textsOf(page.locator('.markdown strong'), ['towpath'])).toEqual(['towpath']);
    expect(await textsOf(page.locator('.markdown li'), ['coffee', 'bread'])).toEqual(['coffee', 'bread']);
    // A search of only common words: the API's 400 detail, shown.
    await page.getByLabel('Search the diary').fill('the');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await textContaining(page.getByRole('alert'), 'q')).toContain('q');

    // The key went only to this origin's API, and nothing was fetched from anywhere else.
    const origin = new URL(server.url).origin;
    expect(seen.requests.every((request) => new URL(request.url).origin === origin)).toBe(true);
    const keyed = seen.requests.filter((request) => request.authorization);
    expect(keyed.length).toBeGreaterThan(5);
    expect(keyed.every((request) => new URL(request.url).pathname.startsWith('/api/v1/'))).toBe(true);
    expect(seen.errors.filter((error) => !error.includes('400'))).toEqual([]);
    await page.close();
  });

  it('shows a generated entry with its photo and place as links, nothing loaded from their hosts', async () => {
    const { page, seen } = await open();
    await paste(page, key);
    await page.waitForURL(/#\/month\//);
    await page.evaluate((day) => (window.location.hash = `#/entry/${day}`), generatedDay);
    expect(await textsOf(page.locator('article.entry h1'), ['At Tempelhofer Feld'])).toEqual(['At Tempelhofer Feld']);
    const links = await page
      .locator('.markdown a')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]));
    expect(links).toEqual(
      expect.arrayContaining([
        ['Image: Photo 1', 'https://img.example/picnic.jpg', 'noopener noreferrer nofollow'],
        [
          expect.stringContaining('52.47320, 13.40530'),
          expect.stringContaining('https://www.openstreetmap.org/'),
          'noopener noreferrer nofollow',
        ],
      ]),
    );
    expect(await textContaining(page.locator('.markdown'), 'Tempelhofer Feld')).toContain('Tempelhofer Feld');
    expect(seen.requests.some((request) => request.url.includes('img.example'))).toBe(false);
    await page.close();
  });

  it('renders a hostile entry inert: its markup is text, no script runs, no javascript: link exists', async () => {
    const { page, seen } = await open();
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.evaluate(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    await paste(page, key);
    await page.waitForURL(/#\/month\//);
    await page.evaluate(() => (window.location.hash = '#/entry/2026-10-19'));
    const article = page.locator('article.entry');
    expect(await textContaining(article.locator('h1'), 'Hostile')).toContain('Hostile');
    expect(await textContaining(article, '<script>window.__pwned=3</script>')).toContain(
      '<script>window.__pwned=3</script>',
    );
    expect(await textContaining(article, '<b onmouseover="window.__pwned=4">bold?</b>')).toContain(
      '<b onmouseover="window.__pwned=4">bold?</b>',
    );
    await page.locator('.markdown').hover();
    const dom = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
      scripts: [...document.scripts].map((script) => script.getAttribute('src')),
      handlers: [...document.querySelectorAll('*')].flatMap((node) =>
        [...node.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => attribute.name),
      ),
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
      embedded: document.querySelectorAll('article iframe, article svg, article img, article object, article b').length,
    }));
    expect(dom.pwned).toBeNull();
    expect(dom.scripts).toEqual(['/reader/markdown-it.js', '/reader/main.js']);
    expect(dom.handlers).toEqual([]);
    expect(dom.embedded).toBe(0);
    expect(dom.hrefs.filter((href) => !/^(https?:|mailto:|#|\/docs$)/.test(href))).toEqual([]);
    expect(dom.hrefs).toEqual(expect.arrayContaining(['https://tracker.example/pixel.gif']));
    expect(seen.requests.some((request) => request.url.includes('tracker.example'))).toBe(false);
    expect(seen.dialogs).toEqual([]);
    expect(violations).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'hostile-entry-desktop.png'), fullPage: true });
    await page.close();
  });

  it('fits a phone: no sideways scrolling, the toolbar wraps, and the key stays for the tab until forgotten', async () => {
    const { page } = await open({ width: 390, height: 844 });
    await paste(page, key);
    await page.waitForURL(/#\/month\//);
    await page.getByRole('link', { name: /October 2026/ }).click();
    expect(await textsWhen(page.locator('.entry-item'), (texts) => texts.length === 3)).toHaveLength(3);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'month-phone.png'), fullPage: true });
    await page.locator('.entry-item .title', { hasText: 'Along the canal' }).click();
    expect(await textsOf(page.locator('article.entry h1'), ['Along the canal with Priya'])).toEqual([
      'Along the canal with Priya',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'entry-phone.png'), fullPage: true });

    await page.reload();
    expect(await textsOf(page.locator('article.entry h1'), ['Along the canal with Priya'])).toEqual([
      'Along the canal with Priya',
    ]);
    await page.getByRole('button', { name: 'Forget key' }).click();
    await page.locator('#api-key').waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.close();
  });
});
