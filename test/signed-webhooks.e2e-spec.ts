import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { expectProblem } from './support/expectations';
import { seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { TEST_DATABASE_URL } from './support/test-database';
import { postWebhook } from './support/webhook';

const HOUR = 3_600_000;
const ENCRYPTION_KEY = randomBytes(32).toString('base64');

interface SignedToken {
  id: string;
  token: string;
  signingSecret: string;
}

describe('signed webhooks (Standard Webhooks 1.0, signed by the standardwebhooks package)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Embedded mode keeps its key in DATA_DIR; PostgreSQL needs it configured.
    t = await startTestApp({ env: TEST_DATABASE_URL ? { SECRET_ENCRYPTION_KEY: ENCRYPTION_KEY } : {} });
  });
  afterAll(() => t.close());

  const createSigned = async (accountId: string, name = 'Signed source') =>
    (await t.admin.run('tokens.create', { accountId, name, signingSecret: true })) as SignedToken;

  /** The body as sent and the three headers the sender computes over it, at the service's time unless told. */
  function signed(secret: string, body: string, at = t.clock.now(), id = `msg_${randomUUID()}`) {
    const signature = new Webhook(secret).sign(id, at, body);
    return {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    };
  }

  const artifactCount = async (tokenId: string) =>
    Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM artifacts WHERE token_id = $1', [tokenId]))[0].n);

  it('issues a whsec_ secret once, and accepts a delivery signed with it, byte for byte', async () => {
    const { accountId } = await seedAccount(t);
    const token = await createSigned(accountId);
    expect(token.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = ((await t.admin.run('tokens.list', { accountId })) as { items: Array<Record<string, unknown>> })
      .items;
    expect(listed).toEqual([expect.objectContaining({ id: token.id, signed: true })]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    // Spacing and non-ASCII as the sender wrote them: the signature covers the bytes, not a re-serialisation.
    const body = '{ "note" :  "Café au lait ☕",\n  "steps": 4200 }';
    const response = await postWebhook(t, token.token, body, signed(token.signingSecret, body));
    expect(response.statusCode).toBe(200);
    // application/*+json is read by another parser: its bytes are kept the same way.
    const event = '{"specversion":"1.0","type":"com.example.walk","data":{"km":3.2}}';
    const asCloudEvent = await t.inject({
      method: 'POST',
      url: '/webhooks/ingest',
      headers: {
        'content-type': 'application/cloudevents+json',
        authorization: `Bearer ${token.token}`,
        ...signed(token.signingSecret, event),
      },
      payload: event,
    });
    expect(asCloudEvent.statusCode).toBe(200);
    expect(await artifactCount(token.id)).toBe(2);
  });

  it('refuses missing headers, a tampered body, a stale or future timestamp and a wrong secret, storing nothing', async () => {
    const { accountId } = await seedAccount(t);
    const token = await createSigned(accountId);
    const other = await createSigned(accountId, 'Other source');
    const body = JSON.stringify({ note: 'hello' });
    const now = t.clock.now();
    const cases: Array<[string, string, Record<string, string>]> = [
      ['no headers', body, {}],
      ['no signature', body, { ...signed(token.signingSecret, body), 'webhook-signature': '' }],
      ['tampered body', JSON.stringify({ note: 'hellO' }), signed(token.signingSecret, body)],
      ['6 minutes old', body, signed(token.signingSecret, body, new Date(now.getTime() - 6 * 60_000))],
      ['6 minutes ahead', body, signed(token.signingSecret, body, new Date(now.getTime() + 6 * 60_000))],
      ["another token's secret", body, signed(other.signingSecret, body)],
      ['timestamp not a number', body, { ...signed(token.signingSecret, body), 'webhook-timestamp': 'yesterday' }],
      ['id changed after signing', body, { ...signed(token.signingSecret, body), 'webhook-id': 'msg_other' }],
      [
        'v2 scheme only',
        body,
        {
          ...signed(token.signingSecret, body),
          'webhook-signature': signed(token.signingSecret, body)['webhook-signature'].replace('v1,', 'v2,'),
        },
      ],
    ];
    for (const [name, sent, headers] of cases) {
      const response = await postWebhook(t, token.token, sent, headers);
      expect([name, response.statusCode]).toEqual([name, 401]);
      expectProblem(response, 401, 'invalid-webhook-signature');
    }
    expect(await artifactCount(token.id)).toBe(0);
  });

  it('accepts a delivery 4 minutes old, and any one matching signature among several', async () => {
    const { accountId } = await seedAccount(t);
    const token = await createSigned(accountId);
    const body = JSON.stringify({ note: 'a little late' });
    const late = signed(token.signingSecret, body, new Date(t.clock.now().getTime() - 4 * 60_000));
    expect((await postWebhook(t, token.token, body, late)).statusCode).toBe(200);
    const headers = signed(token.signingSecret, body);
    headers['webhook-signature'] =
      `v1,${randomBytes(32).toString('base64')} ${headers['webhook-signature']} v1a,whatever`;
    expect((await postWebhook(t, token.token, body, headers)).statusCode).toBe(200);
  });

  it('rotate-secret: the new secret works at once, the old one for 24 hours more, then not', async () => {
    const { accountId } = await seedAccount(t);
    const token = await createSigned(accountId);
    const body = JSON.stringify({ note: 'rotation' });
    expect((await postWebhook(t, token.token, body, signed(token.signingSecret, body))).statusCode).toBe(200);

    const before = t.clock.now().getTime();
    const rotated = (await t.admin.run('tokens.rotate-secret', { id: token.id })) as {
      id: string;
      signingSecret: string;
      previousSecretValidUntil: string;
    };
    expect(rotated.id).toBe(token.id);
    expect(rotated.signingSecret).toMatch(/^whsec_/);
    expect(rotated.signingSecret).not.toBe(token.signingSecret);
    expect(Date.parse(rotated.previousSecretValidUntil) - before).toBeGreaterThanOrEqual(24 * HOUR);
    expect(Date.parse(rotated.previousSecretValidUntil) - before).toBeLessThan(24 * HOUR + 5_000);

    expect((await postWebhook(t, token.token, body, signed(rotated.signingSecret, body))).statusCode).toBe(200);
    expect((await postWebhook(t, token.token, body, signed(token.signingSecret, body))).statusCode).toBe(200);
    t.clock.advance(24 * HOUR + 1_000);
    expectProblem(
      await postWebhook(t, token.token, body, signed(token.signingSecret, body)),
      401,
      'invalid-webhook-signature',
    );
    expect((await postWebhook(t, token.token, body, signed(rotated.signingSecret, body))).statusCode).toBe(200);
  });

  it('rotate-secret refuses an unsigned token, an unknown id and a revoked token', async () => {
    const { accountId } = await seedAccount(t);
    const plain = (await t.admin.run('tokens.create', { accountId, name: 'Plain' })) as {
      id: string;
      token: string;
      signingSecret?: string;
    };
    expect(plain.signingSecret).toBeUndefined();
    await expect(t.admin.run('tokens.rotate-secret', { id: plain.id })).rejects.toThrow('has no signing secret');
    await expect(t.admin.run('tokens.rotate-secret', { id: randomUUID() })).rejects.toThrow('No webhook token with id');
    await expect(t.admin.run('tokens.rotate-secret', { id: 'nope' })).rejects.toThrow('No webhook token with id nope');
    const token = await createSigned(accountId);
    await t.admin.run('tokens.revoke', { id: token.id });
    await expect(t.admin.run('tokens.rotate-secret', { id: token.id })).rejects.toThrow('No webhook token with id');
    // Unsigned tokens send as before.
    expect((await postWebhook(t, plain.token, { note: 'no signature needed' })).statusCode).toBe(200);
  });

  describe('what is not signed decides nothing', () => {
    it('deduplicates on the signed webhook-id only: a captured delivery replayed with fresh Idempotency-Keys is stored once', async () => {
      const { accountId } = await seedAccount(t);
      const token = await createSigned(accountId);
      const body = JSON.stringify({ note: 'captured once' });
      const headers = signed(token.signingSecret, body);
      const first = await postWebhook(t, token.token, body, { ...headers, 'idempotency-key': 'first' });
      expect(first.statusCode).toBe(200);
      for (const key of ['second', 'third', undefined]) {
        const replay = await postWebhook(
          t,
          token.token,
          body,
          key === undefined ? headers : { ...headers, 'idempotency-key': key },
        );
        expect(replay.statusCode).toBe(200);
        expect(replay.json()).toEqual(first.json());
      }
      expect(await artifactCount(token.id)).toBe(1);
      // The unsigned header cannot make two signed deliveries one either.
      const other = JSON.stringify({ note: 'another delivery' });
      const second = await postWebhook(t, token.token, other, {
        ...signed(token.signingSecret, other),
        'idempotency-key': 'first',
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().id).not.toBe(first.json().id);
      expect(await artifactCount(token.id)).toBe(2);
    });

    it('a dry run reserves nothing, and its signed delivery cannot be replayed as a real one', async () => {
      const { accountId } = await seedAccount(t);
      const token = await createSigned(accountId);
      const body = JSON.stringify({ note: 'only trying' });
      const headers = signed(token.signingSecret, body);
      const dry = await postWebhook(t, token.token, body, headers, '/webhooks/ingest?dryRun=true');
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toMatchObject({ received: false, id: null });
      // The query is not signed: the same bytes without it are refused, with or without a fresh Idempotency-Key.
      for (const extra of [{}, { 'idempotency-key': 'fresh' }] as Array<Record<string, string>>) {
        const replay = await postWebhook(t, token.token, body, { ...headers, ...extra });
        expectProblem(replay, 409, 'dry-run-delivery-id');
        expect(replay.json().detail).toContain('webhook-id');
      }
      for (const query of ['?dryRun=false', ''])
        expectProblem(
          await postWebhook(t, token.token, body, headers, `/webhooks/ingest${query}`),
          409,
          'dry-run-delivery-id',
        );
      // A dry run again is still a dry run; the same body under a new id is stored.
      expect((await postWebhook(t, token.token, body, headers, '/webhooks/ingest?dryRun=true')).json()).toMatchObject({
        received: false,
      });
      expect(await artifactCount(token.id)).toBe(0);
      expect((await postWebhook(t, token.token, body, signed(token.signingSecret, body))).json()).toMatchObject({
        received: true,
      });
      expect(await artifactCount(token.id)).toBe(1);
      // Once the signed timestamp has gone stale, the replay is refused by the signature check anyway.
      t.clock.advance(5 * 60_000 + 1_000);
      expectProblem(await postWebhook(t, token.token, body, headers), 401, 'invalid-webhook-signature');
      // The ids are remembered for 15 minutes: the token's older ones go at its next dry run.
      const ids = async () =>
        (
          await t.query<{ delivery_key: string }>('SELECT delivery_key FROM ingest_dry_runs WHERE token_id = $1', [
            token.id,
          ])
        ).map((row) => row.delivery_key);
      expect(await ids()).toEqual([headers['webhook-id']]);
      await t.query(`UPDATE ingest_dry_runs SET seen_at = now() - interval '16 minutes' WHERE token_id = $1`, [
        token.id,
      ]);
      const next = signed(token.signingSecret, body);
      expect((await postWebhook(t, token.token, body, next, '/webhooks/ingest?dryRun=true')).statusCode).toBe(200);
      expect(await ids()).toEqual([next['webhook-id']]);
    });

    it('a dry run of an id already delivered reserves nothing and changes nothing: the delivery stays answered as itself', async () => {
      const { accountId } = await seedAccount(t);
      const token = await createSigned(accountId);
      const body = JSON.stringify({ note: 'delivered first' });
      const headers = signed(token.signingSecret, body);
      const first = await postWebhook(t, token.token, body, headers);
      expect(first.json()).toMatchObject({ received: true });
      expect((await postWebhook(t, token.token, body, headers, '/webhooks/ingest?dryRun=true')).json()).toMatchObject({
        received: false,
        id: null,
      });
      const again = await postWebhook(t, token.token, body, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await artifactCount(token.id)).toBe(1);
    });

    it('checks the signature before parsing the body: a forged body that is not JSON is 401, not 400', async () => {
      const { accountId } = await seedAccount(t);
      const token = await createSigned(accountId);
      const good = JSON.stringify({ note: 'signed' });
      for (const forged of ['{"broken":', '', 'not json', JSON.stringify({ note: 'signed', extra: 1 })]) {
        const response = await postWebhook(t, token.token, forged, signed(token.signingSecret, good));
        expect([forged, response.statusCode]).toEqual([forged, 401]);
        expectProblem(response, 401, 'invalid-webhook-signature');
      }
      // Signed but not JSON: the signature passes, then the body is refused as before.
      const broken = '{"broken":';
      expectProblem(
        await postWebhook(t, token.token, broken, signed(token.signingSecret, broken)),
        400,
        'invalid-json',
      );
      expect(await artifactCount(token.id)).toBe(0);
    });

    it('takes a webhook-id of up to 255 characters and refuses a longer one with 400 before any signature is computed', async () => {
      const { accountId } = await seedAccount(t);
      const token = await createSigned(accountId);
      const body = JSON.stringify({ note: 'long ids' });
      expect(
        (
          await postWebhook(
            t,
            token.token,
            body,
            signed(token.signingSecret, body, t.clock.now(), `msg_${'a'.repeat(251)}`),
          )
        ).statusCode,
      ).toBe(200);
      for (const id of [`msg_${'a'.repeat(252)}`, 'x'.repeat(5_000), 'msg with spaces']) {
        const response = await postWebhook(t, token.token, body, signed(token.signingSecret, body, t.clock.now(), id));
        expectProblem(response, 400, 'bad-request');
        expect(response.json().detail).toBe('Invalid header webhook-id: must be 1 to 255 visible ASCII characters.');
      }
      expect(await artifactCount(token.id)).toBe(1);
    });
  });

  it('stores the secret sealed: neither the secret nor its bytes are in the database', async () => {
    const { accountId } = await seedAccount(t);
    const token = await createSigned(accountId);
    const [row] = await t.query<{ signing_secret: Buffer }>('SELECT signing_secret FROM webhook_tokens WHERE id = $1', [
      token.id,
    ]);
    const secretBytes = Buffer.from(token.signingSecret.slice('whsec_'.length), 'base64');
    expect(row.signing_secret.length).toBeGreaterThan(secretBytes.length);
    expect(row.signing_secret.includes(secretBytes)).toBe(false);
    expect(row.signing_secret.toString('latin1')).not.toContain(token.signingSecret.slice(6, 20));
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('signed webhooks without SECRET_ENCRYPTION_KEY on PostgreSQL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses to create a signed token (503 signing-unavailable over HTTP) and still creates unsigned ones', async () => {
    const { accountId } = await seedAccount(t);
    await expect(t.admin.run('tokens.create', { accountId, name: 'Signed', signingSecret: true })).rejects.toThrow(
      'SECRET_ENCRYPTION_KEY',
    );
    expect(((await t.admin.run('tokens.list', { accountId })) as { items: unknown[] }).items.length).toBe(0);
    await expect(t.admin.run('tokens.create', { accountId, name: 'Plain' })).resolves.toMatchObject({ name: 'Plain' });
  });
});
