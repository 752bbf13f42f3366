import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadConfig } from '../src/config/load-config';
import { bearer, seedAccount } from './support/fixtures';
import { TestApp, startTestApp } from './support/test-app';

const LIMIT = 5;
/** The address of the reverse proxy in front of the service, as the service's socket sees it. */
const PROXY = '10.0.0.2';

/** Bad-key reads, each from a new forwarded address a client made up, through the proxy; the statuses they got. */
async function rotatingBadKeys(
  t: TestApp,
  count: number,
  forwardedFor: (i: number) => string,
  remoteAddress = PROXY,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.inject({
      url: '/api/v1/tags',
      remoteAddress,
      headers: { ...bearer(`diary_sk_wrong${i}`), 'x-forwarded-for': forwardedFor(i) },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const refusedThenLimited = [...Array(LIMIT).fill(401), 429, 429, 429];

describe('the client address behind a reverse proxy (X-Forwarded-For)', () => {
  describe('TRUST_PROXY=true: exactly one proxy hop is trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: 'true', AUTH_FAILURE_LIMIT_PER_MINUTE: String(LIMIT) } });
    });
    afterAll(() => t.close());

    it('limits failed authentications by the address the proxy appended, whatever the client wrote before it', async () => {
      // An appending proxy (nginx's $proxy_add_x_forwarded_for): the client's own header, then its real address.
      expect(await rotatingBadKeys(t, 8, (i) => `198.51.100.${i}, 203.0.113.7`)).toEqual(refusedThenLimited);
      // Another client behind the same proxy has its own budget.
      expect(await rotatingBadKeys(t, 1, () => '203.0.113.8')).toEqual([401]);
    });

    it('limits a client that rotates a whole forged chain the same way', async () => {
      expect(await rotatingBadKeys(t, 8, (i) => `192.0.2.${i}, 198.51.100.${i}, 203.0.113.20`)).toEqual(
        refusedThenLimited,
      );
    });

    it('limits by the one address a setting proxy writes (proxy_set_header X-Forwarded-For $remote_addr)', async () => {
      expect(await rotatingBadKeys(t, 8, () => '203.0.113.30')).toEqual(refusedThenLimited);
    });

    it('takes an IPv6 client by its /64: rotating addresses inside one network share a budget', async () => {
      expect(await rotatingBadKeys(t, 8, (i) => `2001:db8:1:2::${(i + 1).toString(16)}`)).toEqual(refusedThenLimited);
      expect(await rotatingBadKeys(t, 1, () => '2001:db8:1:3::1')).toEqual([401]);
    });
  });

  describe('TRUST_PROXY=2: two proxy hops are trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: '2', AUTH_FAILURE_LIMIT_PER_MINUTE: String(LIMIT) } });
    });
    afterAll(() => t.close());

    it('takes the address the outer proxy appended, not what the client wrote', async () => {
      // client -> CDN (appends the client's 203.0.113.40) -> nginx (appends the CDN's 10.1.0.1) -> service
      expect(await rotatingBadKeys(t, 8, (i) => `198.51.100.${i}, 203.0.113.40, 10.1.0.1`)).toEqual(refusedThenLimited);
    });
  });

  describe('TRUST_PROXY unset: the header is not read', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { AUTH_FAILURE_LIMIT_PER_MINUTE: String(LIMIT) } });
    });
    afterAll(() => t.close());

    it('limits by the connection address, however the forwarded header rotates', async () => {
      expect(await rotatingBadKeys(t, 8, (i) => `198.51.100.${i}`, '192.0.2.50')).toEqual(refusedThenLimited);
      const { key } = await seedAccount(t);
      // A good key is not limited by others' failures.
      expect(
        (await t.inject({ url: '/api/v1/tags', remoteAddress: '192.0.2.50', headers: bearer(key) })).statusCode,
      ).toBe(200);
    });
  });
});

describe('the compose file and its reverse proxy', () => {
  const read = (file: string) => fs.readFileSync(path.join(__dirname, '..', file), 'utf8');

  it('nginx sets X-Forwarded-For to the address it sees, never appending to what the client sent', () => {
    const directives = read('deploy/nginx.conf')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter((line) => /x-forwarded-for/i.test(line));
    expect(directives).toEqual(['proxy_set_header X-Forwarded-For $remote_addr;']);
  });

  it('the service behind it trusts exactly that one hop', () => {
    expect(read('docker-compose.yml')).toMatch(/^\s+TRUST_PROXY: "true"$/m);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  });
});
