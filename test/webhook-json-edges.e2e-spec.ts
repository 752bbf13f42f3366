import { seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';
import { createToken, postWebhook } from './support/webhook';

/** Valid JSON that PostgreSQL's jsonb cannot hold as sent, and keys that name prototypes. */
describe('webhook JSON edges', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    const { accountId } = await seedAccount(t);
    token = (await createToken(t, accountId, 'Phone')).token;
  });
  afterAll(() => t.close());

  const stored = async (id: string) =>
    (await t.query<{ payload: unknown }>('SELECT payload FROM artifacts WHERE id = $1', [id]))[0].payload;

  it.each([
    ['{"a":"x\\u0000y"}', { a: 'x\uFFFDy' }, 1, 'a'],
    ['{"a\\u0000b":1}', { 'a\uFFFDb': 1 }, 1, '<key "a\\u0000b">'],
    ['{"a":"\\ud800"}', { a: '\uFFFD' }, 1, 'a'],
    ['{"a":"\\udc00x"}', { a: '\uFFFDx' }, 1, 'a'],
    ['[{"n":[1,"\\u0000\\u0000"]}]', [{ n: [1, '\uFFFD\uFFFD'] }], 2, '[0].n[1]'],
    ['{"ok":"\\ud83d\\ude00 stays"}', { ok: '\u{1F600} stays' }, 0, null],
  ])(
    'stores %s with U+FFFD in place of what jsonb cannot hold, and says so in the receipt',
    async (body, expected, replaced, where) => {
      const response = await postWebhook(t, token, body);
      expect(response.statusCode).toBe(200);
      const receipt = response.json();
      expect(await stored(receipt.id)).toEqual(expected);
      const warning = receipt.warnings.find((w: string) => w.includes('U+FFFD'));
      if (replaced === 0) expect(warning).toBeUndefined();
      else
        expect(warning).toBe(
          `${where}: ${replaced} character${replaced === 1 ? '' : 's'} that cannot be stored (U+0000 or an unpaired surrogate) replaced by U+FFFD${replaced === 1 ? '' : ', the first here'}`,
        );
    },
  );

  it.each([
    '{"a":{"__proto__":{"polluted":1}}}',
    '{"__proto__":{"polluted":1},"note":"hi"}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '[{"__proto__":[]}]',
  ])('accepts %s and stores it as sent; nothing in the process is polluted', async (body) => {
    const response = await postWebhook(t, token, body);
    expect(response.statusCode).toBe(200);
    expect(await stored(response.json().id)).toEqual(JSON.parse(body));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not read special properties through a __proto__ key', async () => {
    const response = await postWebhook(
      t,
      token,
      '{"__proto__":{"images":["https://cdn.example/a.jpg"],"highlights":[{"kind":"x","title":"y"}]}}',
    );
    expect(response.json().extracted).toEqual({ media: 1, locations: 0, highlights: 0 });
  });
});
