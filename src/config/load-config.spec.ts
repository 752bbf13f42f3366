import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
      publicBaseUrl: 'http://127.0.0.1:3000',
      errorsBaseUrl: 'http://127.0.0.1:3000/errors',
      logLevel: 'info',
      rateLimitPerMinute: 120,
      ingestRateLimitPerMinute: 600,
      generationQuietPeriodSeconds: 300,
      llm: undefined,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads DATABASE_POOLER and DATABASE_DIRECT_URL, the direct URL defaulting to DATABASE_URL', () => {
    const url = 'postgres://diary@pooler:6432/diary';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ databasePooler: undefined, databaseDirectUrl: url });
    expect(
      loadConfig({
        DATABASE_URL: url,
        DATABASE_POOLER: 'transaction',
        DATABASE_DIRECT_URL: 'postgres://diary@db:5432/diary',
      }),
    ).toMatchObject({ databasePooler: 'transaction', databaseDirectUrl: 'postgres://diary@db:5432/diary' });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOLER: 'session' })).toThrow(/DATABASE_POOLER/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_DIRECT_URL: 'http://db' })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it('reads ARTIFACT_RETENTION_DAYS: unset keeps artifacts, a whole number of days from 2 drops them after', () => {
    expect(loadConfig({}).artifactRetentionDays).toBeNull();
    expect(loadConfig({ ARTIFACT_RETENTION_DAYS: '30' }).artifactRetentionDays).toBe(30);
    for (const bad of ['0', '1', '-3', '1.5', 'forever', '36501'])
      expect(() => loadConfig({ ARTIFACT_RETENTION_DAYS: bad })).toThrow(/ARTIFACT_RETENTION_DAYS/);
  });

  it('reads a Redis Cluster node from REDIS_URL (redis+cluster://) or REDIS_CLUSTER=true', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisCluster).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis+cluster://127.0.0.1:7001' }).redisCluster).toBe(true);
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379', REDIS_CLUSTER: 'true' }).redisCluster).toBe(true);
    expect(() => loadConfig({ REDIS_URL: 'memcached://x' })).toThrow(/REDIS_URL/);
  });

  it('derives the errors base from the public base URL', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://diary.example/' }).errorsBaseUrl).toBe(
      'https://diary.example/errors',
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['PUBLIC_BASE_URL', 'ftp://x'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '1.5'],
    ['TRUST_PROXY', '100'],
    ['READ_CACHE_MB', '2048'],
    ['SECRET_ENCRYPTION_KEY', 'too-short'],
    ['SECRET_ENCRYPTION_KEY', 'a'.repeat(63)],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('reads SECRET_ENCRYPTION_KEY as 64 hex digits or base64 of 32 bytes, and never repeats a bad one', () => {
    const key = Buffer.alloc(32, 0xab);
    expect(loadConfig({ SECRET_ENCRYPTION_KEY: key.toString('hex') }).secretEncryptionKey).toEqual(key);
    expect(loadConfig({ SECRET_ENCRYPTION_KEY: key.toString('base64') }).secretEncryptionKey).toEqual(key);
    expect(loadConfig({}).secretEncryptionKey).toBeUndefined();
    expect(() => loadConfig({ SECRET_ENCRYPTION_KEY: 'hunter2-hunter2' })).not.toThrow(/hunter2/);
  });

  it('trusts exactly one proxy hop with TRUST_PROXY=true, N hops with TRUST_PROXY=N, none by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
  });

  it('refuses a METRICS_TOKEN shorter than 32 characters or with spaces, without repeating it', () => {
    for (const token of ['scrape-secret', 'a'.repeat(31), `${'a'.repeat(20)} ${'b'.repeat(20)}`, `${'é'.repeat(40)}`]) {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(
        /METRICS_TOKEN must be 32 to 1,024 visible ASCII characters/,
      );
      expect(() => loadConfig({ METRICS_TOKEN: token })).not.toThrow(token);
    }
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metrics.token).toBe('a'.repeat(32));
    expect(loadConfig({}).metrics.token).toBeUndefined();
  });

  it('requires a model when a language model endpoint is configured', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow('LLM_MODEL');
  });
});
