import { randomBytes } from 'node:crypto';
import { bearer, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';

const UNKNOWN_ID = '0f8d1a52-5b1e-4c1a-9d44-7f2b8a6e0c11';

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

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
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

    const listed = (await admin('GET', `/accounts/${accountId}/endpoints`)).json().data;
    expect(listed).toEqual([{ ...endpoint, signingSecret: undefined }].map(({ signingSecret: _s, ...rest }) => rest));
    expect((await admin('DELETE', `/endpoints/${endpoint.id}`)).json()).toEqual({ id: endpoint.id, deleted: true });
    expect((await admin('GET', `/accounts/${accountId}/endpoints`)).json().data).toEqual([]);
    const again = await admin('DELETE', `/endpoints/${endpoint.id}`);
    expect([again.statusCode, again.body]).toEqual([404, expect.stringContaining('endpoint-not-found')]);
  });

  it('changes what it is asked to, by the rules of creation, and leaves the rest', async () => {
    const { accountId } = await seedAccount(t);
    const { id } = (await admin('POST', `/accounts/${accountId}/endpoints`, { url: 'https://example.com/a' })).json();
    const paused = await admin('PATCH', `/endpoints/${id}`, { enabled: false, events: ['entry.written'] });
    expect(paused.json()).toMatchObject({
      id,
      url: 'https://example.com/a',
      events: ['entry.written'],
      enabled: false,
    });
    const moved = await admin('PATCH', `/endpoints/${id}`, { url: 'https://example.org/b', description: 'Backup' });
    expect(moved.json()).toMatchObject({ url: 'https://example.org/b', description: 'Backup', enabled: false });
    expect((await admin('PATCH', `/endpoints/${id}`, { url: 'http://192.168.1.4/x' })).statusCode).toBe(400);
    expect((await admin('PATCH', `/endpoints/${id}`, { enabled: 'no' })).statusCode).toBe(400);
    expect(
      (await admin('PATCH', '/endpoints/0f8d1a52-5b1e-4c1a-9d44-7f2b8a6e0c11', { enabled: true })).statusCode,
    ).toBe(404);
  });

  it('rotates the signing secret, keeping the previous one for 24 h', async () => {
    const { accountId } = await seedAccount(t);
    const created = (await admin('POST', `/accounts/${accountId}/endpoints`, { url: 'https://example.com/a' })).json();
    const before = Date.now();
    const rotated = (await admin('POST', `/endpoints/${created.id}/rotate-secret`)).json();
    expect(rotated.id).toBe(created.id);
    expect(rotated.signingSecret).toMatch(/^whsec_/);
    expect(rotated.signingSecret).not.toBe(created.signingSecret);
    const until = Date.parse(rotated.previousSecretValidUntil) - before;
    expect(until).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(until).toBeLessThan(24 * 3_600_000 + 60_000);
    const [row] = await t.query<{ kept: boolean }>(
      'SELECT previous_signing_secret IS NOT NULL AND previous_signing_secret <> signing_secret AS kept FROM event_endpoints WHERE id = $1',
      [created.id],
    );
    expect(row.kept).toBe(true);
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
    ['a description with a NUL', { url: 'https://example.com/hook', description: 'a\u0000b' }, 'description'],
    [
      'a description with a bidirectional override',
      { url: 'https://example.com/hook', description: 'Backup \u202Egnp.exe' },
      'U+202E',
    ],
    ['a description of two lines', { url: 'https://example.com/hook', description: 'one\ntwo' }, 'U+000A'],
    [
      'a description of 201 characters',
      { url: 'https://example.com/hook', description: 'x'.repeat(201) },
      'description',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const { accountId } = await seedAccount(t);
    const answer = await admin('POST', `/accounts/${accountId}/endpoints`, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.body).toContain(field);
  });

  it('lists in pages of ?limit= that follow nextCursor, oldest first, each once', async () => {
    const { accountId } = await seedAccount(t);
    const ids: string[] = [];
    for (let n = 0; n < 5; n++)
      ids.push(
        (await admin('POST', `/accounts/${accountId}/endpoints`, { url: `https://example.com/${n}` })).json().id,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body: { data: Array<{ id: string }>; nextCursor: string | null } = (
        await admin('GET', `/accounts/${accountId}/endpoints?limit=2${cursor ? `&after=${cursor}` : ''}`)
      ).json();
      seen.push(...body.data.map((endpoint) => endpoint.id));
      cursor = body.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(ids);
    expect((await admin('GET', `/accounts/${accountId}/endpoints?after=${UNKNOWN_ID}`)).statusCode).toBe(400);
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
