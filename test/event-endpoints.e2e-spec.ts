import { randomBytes } from 'node:crypto';
import { bearer, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';

describe('event endpoints (endpoints create / list / delete)', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        EVENT_DELIVERY_ALLOWED_HOSTS: '127.0.0.1',
        ADMIN_RATE_LIMIT_PER_MINUTE: '1000000',
        SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      },
    });
    operator = ((await t.admin.run('operators.create', { name: 'Events' })) as { token: string }).token;
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    t.inject({
      method,
      url: `/admin/v1${url}`,
      headers: { ...bearer(operator), ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });

  it('registers an endpoint with every event by default, shows its signing secret once, lists and deletes it', async () => {
    const { accountId } = await seedAccount(t);
    const created = await admin('POST', `/accounts/${accountId}/endpoints`, {
      url: 'https://notes.example.com/hooks/diary',
      description: 'My notes app',
    });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({
      accountId,
      url: 'https://notes.example.com/hooks/diary',
      events: ['entry.written', 'entry.removed'],
      enabled: true,
      description: 'My notes app',
    });
    expect(endpoint.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [stored] = await t.query<{ signing_secret: Buffer }>(
      'SELECT signing_secret FROM event_endpoints WHERE id = $1',
      [endpoint.id],
    );
    expect(stored.signing_secret.toString('latin1')).not.toContain(endpoint.signingSecret.slice(6));

    const listed = (await admin('GET', `/accounts/${accountId}/endpoints`)).json();
    expect(listed).toEqual([{ ...endpoint, signingSecret: undefined }].map(({ signingSecret: _s, ...rest }) => rest));
    expect((await admin('DELETE', `/endpoints/${endpoint.id}`)).json()).toEqual({ id: endpoint.id, deleted: true });
    expect((await admin('GET', `/accounts/${accountId}/endpoints`)).json()).toEqual([]);
    const again = await admin('DELETE', `/endpoints/${endpoint.id}`);
    expect([again.statusCode, again.body]).toEqual([404, expect.stringContaining('endpoint-not-found')]);
  });

  it('takes the events it is asked for, from the CLI words as from HTTP', async () => {
    const { accountId } = await seedAccount(t);
    const created = (await t.admin.run('endpoints.create', {
      accountId,
      url: 'http://127.0.0.1:9/receiver',
      events: ['entry.removed'],
    })) as { events: string[]; url: string };
    expect(created).toMatchObject({ events: ['entry.removed'], url: 'http://127.0.0.1:9/receiver' });
  });

  it.each([
    ['a private address not allowed', { url: 'http://10.0.0.8/hook' }, 'url'],
    ['the metadata address', { url: 'http://169.254.169.254/latest' }, 'url'],
    ['credentials in the URL', { url: 'https://user:pw@example.com/hook' }, 'url'],
    ['another scheme', { url: 'ftp://example.com/hook' }, 'url'],
    ['an unknown event', { url: 'https://example.com/hook', events: ['entry.deleted'] }, 'events'],
    ['no event at all', { url: 'https://example.com/hook', events: [] }, 'events'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const { accountId } = await seedAccount(t);
    const answer = await admin('POST', `/accounts/${accountId}/endpoints`, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.body).toContain(field);
  });

  it('keeps an account to ten endpoints, also when they are created at once', async () => {
    const { accountId } = await seedAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, n) =>
        admin('POST', `/accounts/${accountId}/endpoints`, { url: `https://example.com/${n}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual([409, 409, 409, 409]);
    expect(refused[0].json().type).toContain('endpoint-limit-reached');
  });

  it('answers 404 for an account that does not exist, and goes with an erased account', async () => {
    expect(
      (
        await admin('POST', '/accounts/0f8d1a52-5b1e-4c1a-9d44-7f2b8a6e0c11/endpoints', {
          url: 'https://example.com/x',
        })
      ).statusCode,
    ).toBe(404);
    const { accountId } = await seedAccount(t);
    await admin('POST', `/accounts/${accountId}/endpoints`, { url: 'https://example.com/x' });
    await t.admin.run('accounts.delete', { accountId, confirm: accountId });
    const [{ n }] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM event_endpoints WHERE account_id = $1',
      [accountId],
    );
    expect(n).toBe(0);
  });
});
