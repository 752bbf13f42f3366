import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ADMIN_COMMANDS } from '../src/admin/command-registry';
import { bearer, importEntries, seedAccount } from './support/fixtures';
import { OpenApiValidator } from './support/openapi-validator';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

describe('OpenAPI document', () => {
  let t: TestApp;
  let validator: OpenApiValidator;
  let document: any;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const response = await t.inject('/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    document = response.json();
    validator = new OpenApiValidator(document);
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and describes every route of the read API, with a docs page', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(
      Object.keys(document.paths)
        .filter((path) => !path.startsWith('/admin/'))
        .sort(),
    ).toEqual(['/api/v1/changes', '/api/v1/entries', '/api/v1/entries/{date}', '/api/v1/tags', '/webhooks/ingest']);
    const docs = await t.inject('/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('matches what the server really answers, successes and errors alike', async () => {
    const { key, accountId } = await seedAccount(t);
    const { key: second } = await seedAccount(t);
    await importEntries(t, accountId, [
      { date: '2026-04-01', content: '# A day\n\nText.', tags: ['walk'], sources: ['webhook:phone'] },
    ]);
    // The limit is 3 per key here: the second key's fourth request is the 429.
    const cases: Array<[string, string, () => Promise<any>]> = [
      [
        '/api/v1/entries',
        'get',
        () => t.inject({ url: '/api/v1/entries?from=2026-03-01&to=2026-04-30', headers: bearer(key) }),
      ],
      ['/api/v1/entries/{date}', 'get', () => t.inject({ url: '/api/v1/entries/2026-04-01', headers: bearer(key) })],
      ['/api/v1/tags', 'get', () => t.inject({ url: '/api/v1/tags', headers: bearer(key) })],
      ['/api/v1/entries/{date}', 'get', () => t.inject({ url: '/api/v1/entries/2026-04-02', headers: bearer(second) })],
      ['/api/v1/entries', 'get', () => t.inject({ url: '/api/v1/entries?limit=0', headers: bearer(second) })],
      ['/api/v1/tags', 'get', () => t.inject({ url: '/api/v1/tags', headers: bearer(second) })],
      ['/api/v1/tags', 'get', () => t.inject({ url: '/api/v1/tags', headers: bearer(second) })],
      ['/api/v1/entries', 'get', () => t.inject({ url: '/api/v1/entries' })],
      ['/api/v1/tags', 'get', () => t.inject({ url: '/api/v1/tags', headers: bearer('diary_sk_nope') })],
    ];
    const seen = new Set<number>();
    for (const [path, method, pending] of cases) {
      const response = await pending();
      seen.add(response.statusCode);
      expect({ path, status: response.statusCode, errors: validator.check(path, method, response) }).toEqual({
        path,
        status: response.statusCode,
        errors: [],
      });
    }
    expect([...seen].sort()).toEqual([200, 400, 401, 404, 429]);
  });

  it('documents the plan and scope errors the server gives', async () => {
    const { key: free } = await seedAccount(t, { plan: 'free' });
    const { key: scoped } = await seedAccount(t, { scopes: ['tags:read'] });
    for (const response of [
      await t.inject({ url: '/api/v1/tags', headers: bearer(free) }),
      await t.inject({ url: '/api/v1/entries', headers: bearer(scoped) }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(validator.check('/api/v1/entries', 'get', response)).toEqual([]);
    }
  });

  it('describes the webhook as it answers', async () => {
    const { accountId } = await seedAccount(t);
    const { token } = await createToken(t, accountId, 'Phone');
    const responses = [
      await postWebhook(t, token, { note: 'https://x.example/a.png', highlights: [{ kind: 'x' }] }),
      await postWebhook(t, token, { a: 1 }, {}, '/webhooks/ingest?dryRun=true'),
      await postWebhook(t, null, { a: 1 }),
      await postWebhook(t, token, '{"broken": '),
      await postWebhook(t, token, '"text"'),
      await postWebhook(t, token, 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      await postWebhook(t, token, JSON.stringify({ x: 'y'.repeat(102400) })),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 400, 400, 415, 413]);
    for (const response of responses) expect(validator.check('/webhooks/ingest', 'post', response)).toEqual([]);
  });

  it('serves a relative server (the docs page calls its own origin) and shows the read API and the webhook first', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(['entries', 'tags', 'webhook', 'admin']);
  });

  it('documents each parameter once (header names case-insensitively), and nothing required that the route does not require', () => {
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, any>>))
      for (const [method, operation] of Object.entries(methods)) {
        const names = ((operation.parameters ?? []) as Array<{ name: string; in: string; required?: boolean }>).map(
          (parameter) => `${parameter.in} ${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`,
        );
        expect([path, method, names.length]).toEqual([path, method, new Set(names).size]);
        const required = (operation.parameters ?? []).filter((p: any) => p.required && p.in !== 'path');
        expect([path, method, required]).toEqual([path, method, []]);
      }
  });

  it('gives every admin answer its real shape and an example, and every example matches its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const examples: string[] = [];
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, any>>))
      for (const [method, operation] of Object.entries(methods))
        for (const [status, response] of Object.entries(operation.responses as Record<string, any>))
          for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, any>)) {
            const where = `${method.toUpperCase()} ${path} ${status} ${type}`;
            if (path.startsWith('/admin/') && type === 'application/json') {
              // A real shape: an object with its properties named (or one of several), never "any JSON".
              expect([where, Object.keys(media.schema).length > 0, media.example !== undefined]).toEqual([
                where,
                true,
                true,
              ]);
            }
            if (media.example === undefined) continue;
            examples.push(where);
            const validate = ajv.compile({ ...media.schema, components: document.components });
            const valid = validate(media.example);
            expect([where, valid ? [] : validate.errors]).toEqual([where, []]);
            if (type === 'application/problem+json')
              expect([where, media.example.status]).toEqual([where, Number(status)]);
          }
    expect(examples.length).toBeGreaterThan(ADMIN_COMMANDS.length * 4);
  });

  it('describes every admin command under its own tag and security scheme, as the server routes them', async () => {
    const operations = Object.entries(document.paths as Record<string, Record<string, any>>)
      .filter(([path]) => path.startsWith('/admin/v1/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations).toHaveLength(ADMIN_COMMANDS.length);
    for (const { operation } of operations) {
      expect(operation.tags).toEqual(['admin']);
      expect(operation.security).toEqual([{ operatorToken: [] }]);
    }
    expect(document.components.securitySchemes.operatorToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Each documented route exists: without a token it refuses the caller (401, or 429 once this suite's 3 failures a
    // minute are spent), where an undocumented one would be 404.
    for (const { path, method } of operations) {
      const response = await t.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[A-Za-z]+\}/g, '00000000-0000-4000-8000-000000000000'),
      });
      expect([path, method, response.json().type]).toEqual([
        path,
        method,
        expect.stringMatching(/\/(invalid-operator-token|rate-limit-exceeded)$/),
      ]);
    }
  });
});
