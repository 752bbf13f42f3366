import * as path from 'node:path';
import { AppConfig } from './app-config';

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[]): T | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  if (!(values as readonly string[]).includes(raw)) throw new ConfigError(name, `must be one of ${values.join(', ')}`);
  return raw as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string): boolean {
  const raw = text(env, name);
  if (raw === undefined) return false;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(name, `must be true or false, got "${raw}"`);
  return raw === 'true';
}

/**
 * ARTIFACT_RETENTION_DAYS: at least 2, longer than a day can receive material in the furthest time zones (50 hours)
 * and than a delivery key is remembered (24 hours); at most 100 years.
 */
const MIN_RETENTION_DAYS = 2;
const MAX_RETENTION_DAYS = 36_500;

/** Most proxy hops TRUST_PROXY may name: more is a misconfiguration, not a deployment. */
const MAX_PROXY_HOPS = 16;

/** `true` trusts one hop (the address the proxy in front appended), N trusts N hops; unset, `false` or 0 trusts none. */
function proxyHops(env: Env, name: string): false | number {
  const raw = text(env, name);
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return 1;
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_PROXY_HOPS)
    throw new ConfigError(
      name,
      `must be true, false or a number of proxy hops from 0 to ${MAX_PROXY_HOPS}, got "${raw}"`,
    );
  return Number(raw) === 0 ? false : Number(raw);
}

/** Shortest METRICS_TOKEN: 128 bits as hex; the failure budget per address is no defence for a guessable secret. */
export const METRICS_TOKEN_MIN_CHARS = 32;

/** A bearer secret set by an operator: visible ASCII (what a Bearer credential can carry), long enough; never echoed. */
function bearerSecret(env: Env, name: string, minChars: number): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  if (!new RegExp(`^[\\x21-\\x7e]{${minChars},1024}$`).test(raw)) {
    throw new ConfigError(
      name,
      `must be ${minChars} to 1,024 visible ASCII characters without spaces (e.g. \`openssl rand -hex 32\`)`,
    );
  }
  return raw;
}

/** 32 bytes as 64 hex digits or base64; the value itself never appears in the error. */
function key32(env: Env, name: string): Buffer | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  const bytes = /^[0-9a-f]{64}$/i.test(raw)
    ? Buffer.from(raw, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(raw)
      ? Buffer.from(raw, 'base64')
      : undefined;
  if (bytes?.length !== 32)
    throw new ConfigError(
      name,
      'must be 32 bytes written as 64 hex digits or in base64 (e.g. `openssl rand -base64 32`)',
    );
  return bytes;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be an absolute URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** Parses and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  // By default the address the service listens on (any interface: this machine's loopback), as the start-up line says it.
  const localHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', ['http:', 'https:']) ?? `http://${localHost}:${port}`;
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);

  const llmBaseUrl = url(env, 'LLM_BASE_URL', ['http:', 'https:']);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:', 'redis+cluster:']);
  const llmModel = text(env, 'LLM_MODEL');
  if (llmBaseUrl && !llmModel) throw new ConfigError('LLM_MODEL', 'is required when LLM_BASE_URL is set');

  return Object.assign(new AppConfig(), {
    port,
    // A laptop's quick-start server stays on the laptop; the Docker image sets 0.0.0.0.
    host,
    databaseUrl,
    databaseReadUrl: databaseUrl ? url(env, 'DATABASE_READ_URL', ['postgres:', 'postgresql:']) : undefined,
    databasePooler: databaseUrl ? oneOf(env, 'DATABASE_POOLER', ['transaction']) : undefined,
    databaseDirectUrl: databaseUrl
      ? (url(env, 'DATABASE_DIRECT_URL', ['postgres:', 'postgresql:']) ?? databaseUrl)
      : undefined,
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? './.data'),
    redisUrl,
    redisCluster: redisUrl?.startsWith('redis+cluster:') === true || boolean(env, 'REDIS_CLUSTER'),
    publicBaseUrl,
    errorsBaseUrl: url(env, 'ERRORS_BASE_URL', ['http:', 'https:']) ?? `${publicBaseUrl}/errors`,
    logLevel,
    logFormat: oneOf(env, 'LOG_FORMAT', ['json', 'human']),
    trustProxy: proxyHops(env, 'TRUST_PROXY'),
    eventDeliveryAllowedHosts: (text(env, 'EVENT_DELIVERY_ALLOWED_HOSTS') ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
    authFailureLimitPerMinute: integer(env, 'AUTH_FAILURE_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    ingestRateLimitPerMinute: integer(env, 'INGEST_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    adminRateLimitPerMinute: integer(env, 'ADMIN_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    generationQuietPeriodSeconds: integer(env, 'GENERATION_QUIET_PERIOD_SECONDS', 300, 0, 86_400),
    artifactRetentionDays:
      text(env, 'ARTIFACT_RETENTION_DAYS') === undefined
        ? null
        : integer(env, 'ARTIFACT_RETENTION_DAYS', 0, MIN_RETENTION_DAYS, MAX_RETENTION_DAYS),
    generationPollIntervalMs: integer(env, 'GENERATION_POLL_INTERVAL_MS', 2000, 50, 600_000),
    eventDeliveryPollIntervalMs: integer(env, 'EVENT_DELIVERY_POLL_INTERVAL_MS', 1000, 50, 600_000),
    credentialCacheSeconds: integer(env, 'CREDENTIAL_CACHE_SECONDS', 60, 0, 3600),
    readCacheMegabytes: integer(env, 'READ_CACHE_MB', 12, 0, 1024),
    secretEncryptionKey: key32(env, 'SECRET_ENCRYPTION_KEY'),
    generationMaxWords: integer(env, 'GENERATION_MAX_WORDS', 600, 50, 10_000),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 600),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1024, 1, 1_000_000),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 5, 1, 100),
    metrics: {
      enabled: boolean(env, 'METRICS_ENABLED'),
      token: bearerSecret(env, 'METRICS_TOKEN', METRICS_TOKEN_MIN_CHARS),
    },
    llm:
      llmBaseUrl && llmModel
        ? {
            baseUrl: llmBaseUrl,
            apiKey: text(env, 'LLM_API_KEY') ?? '',
            model: llmModel,
            timeoutMs: integer(env, 'LLM_TIMEOUT_MS', 20_000, 100, 600_000),
            contextChars: integer(env, 'LLM_CONTEXT_CHARS', 100_000, 2_000, 1_000_000),
          }
        : undefined,
  });
}
