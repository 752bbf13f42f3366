import * as fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { describeInBrowser } from '../support/browser';
import { runCli } from '../support/run-cli';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_DATABASE_URL, TEST_DATABASE_ENV, freshDataDir } from '../support/test-database';

jest.setTimeout(120_000);

type Operation = { operationId: string; tags: string[] };

/** The docs page at 127.0.0.1, driven as a person does: authorize, open an operation, Try it out, Execute. */
describeInBrowser('the docs page tries every kind of call from the address the README gives', (executablePath) => {
  const dataDir = TEST_DATABASE_URL ? undefined : freshDataDir();
  const env: Record<string, string> = TEST_DATABASE_URL ? TEST_DATABASE_ENV : { DATA_DIR: dataDir! };
  let server: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServerProcess(env);
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a read, a webhook delivery and an admin call made with "Try it out"', async () => {
    const cli = async (...args: string[]) => (await runCli([...args, '--json'], env)).json();
    const account = await cli('accounts', 'create', '--name', 'Docs', '--plan', 'advanced');
    const key = await cli(
      'keys',
      'create',
      account.id,
      '--name',
      'docs',
      '--scopes',
      'entries:list,entries:read,tags:read',
    );
    const token = await cli('tokens', 'create', account.id, '--name', 'Docs page');
    const operator = await cli('operators', 'create', '--name', 'docs page');
    const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operation = (path: string, method: string) => document.paths[path][method];

    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(`${server.url}/docs`);
    await page.locator('button.authorize').first().click();
    for (const [scheme, secret] of [
      ['apiKey', key.key],
      ['webhookToken', token.token],
      ['operatorToken', operator.token],
    ]) {
      const block = page.locator('.auth-container', { hasText: `${scheme} (http, Bearer)` });
      await block.locator('input').fill(secret);
      await block.locator('button.authorize').click();
    }
    await page.locator('button.close-modal').click();

    const tryOut = async (path: string, method: string) => {
      const { operationId, tags } = operation(path, method);
      // Swagger UI writes the dots of an operationId escaped into the element's id.
      const id = `operations-${tags[0]}-${operationId.replaceAll('.', '\\.')}`;
      const block = page.locator(`[id="${id.replaceAll('\\', '\\\\')}"]`);
      await block.locator('.opblock-summary').first().click();
      await block.locator('button.try-out__btn').click();
      await block.locator('button.execute').click();
      const status = block.locator('.live-responses-table tbody .response-col_status').first();
      await status.waitFor({ timeout: 15_000 });
      return (await status.innerText()).trim();
    };
    expect(await tryOut('/api/v1/tags', 'get')).toBe('200');
    expect(await tryOut('/webhooks/ingest', 'post')).toBe('200');
    expect(await tryOut('/admin/v1/accounts', 'get')).toBe('200');
    expect(failures).toEqual([]);
    // The page lists what an API consumer came for first.
    const firstTag = await page.locator('.opblock-tag-section h3').first().innerText();
    expect(firstTag.toLowerCase()).toContain('entries');
  });
});
