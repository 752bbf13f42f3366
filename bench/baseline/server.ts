/**
 * THE CEILING: the fastest bare implementation of the service's contract that
 * we know how to write (bare Fastify 5 + pg; no Nest, no TypeORM, no
 * class-validator), against the same database, doing the same work per request.
 * The bench compares the service with it route by route (issue 11). It must never
 * copy a choice of the service that costs throughput: it is written for speed.
 *
 * WHAT IT DOES, per request
 * - Edge: X-Request-Id on every response (a safe client id echoed, else a UUID);
 *   on the read API `Access-Control-Allow-Origin: *` and `Access-Control-Expose-Headers`,
 *   preflight OPTIONS 204, 405 for other methods before any body, 404 `not-found`
 *   for unknown routes; the service's header, request, idle and keep-alive
 *   timeouts and its connection bound; Problem Details for every error.
 * - Authentication: `Authorization: Bearer diary_sk_...` (two Authorization headers
 *   are invalid); a malformed secret (prefix, 32..122 base62 + 6-character CRC32
 *   checksum) is refused before any I/O; otherwise SHA-256 of the secret, looked up
 *   in an in-process cache of verified keys, else in `api_keys` JOIN `accounts`
 *   (one query; concurrent requests for one uncached key share it).
 *   The cache is the service's: entries live 60 s (CREDENTIAL_CACHE_SECONDS), are
 *   evicted by the service's own revocation and account-change notifications
 *   (LISTEN diary_credentials, heartbeat every second, cache dropped when the
 *   listener is lost), and only entries younger than 5 s are trusted while delivery
 *   is unconfirmed. So it does the same work as the service: hash every request,
 *   ask the database once per key per minute, honour revocation within 5 s.
 *   Expiry is checked on every request. Failed authentications are counted per
 *   client IP (429 past RATE_LIMIT_PER_MINUTE), "last used" is recorded in memory
 *   and written in one batch a minute, as the service does.
 * - Then, in the contract's order: plan (403), scope (403), the per-key rate limit
 *   (fixed 60 s window in process, RATE_LIMIT_PER_MINUTE, default 120; X-RateLimit-*
 *   and RateLimit/RateLimit-Policy headers on every authenticated answer,
 *   Retry-After on 429), parameter validation (400: unknown or repeated names,
 *   strict calendar dates 0001..9999, slug tags, integer limit 1..100 and offset,
 *   from <= to; the single entry and the tags take no query parameter).
 * - Reads: ONE round trip per request, a named prepared statement that returns the
 *   whole response body as ONE text column built by PostgreSQL (row_to_json, the
 *   same bytes as the service's) and sent as is (no row objects, no JSON.stringify), on one of 4
 *   connections in pg's pipeline mode (statements sent without waiting for the
 *   answers before them; those of one event-loop turn leave in one write). The list's total
 *   is a count subquery of the same statement; the default window (30 days before
 *   today in the account's zone .. today) is computed in process, "today" being
 *   cached per zone until the next UTC minute (zone offsets and their changes fall on
 *   whole minutes, so the cached day is always the right one). Tag counts are read
 *   from `tags.entry_count`, kept on write by the trigger of migration
 *   TagEntryCounts. Strong ETag (SHA-1 of the body, as the service) with
 *   `Cache-Control: private, no-cache`, 304 on a matching If-None-Match.
 * - Webhook: the token (whk_, same format check, hash, cache, events) is verified in
 *   onRequest before any byte of the body (401 at once, connection closed), as are
 *   the charset (UTF-8) and Content-Encoding (identity, else 415); body <= 102400
 *   bytes (413), JSON only (415 / 400 invalid-json), object or array nested <= 512
 *   (400 invalid-payload); plan (403); per-token flood limit
 *   (INGEST_RATE_LIMIT_PER_MINUTE, default 600); `dryRun` and Idempotency-Key /
 *   webhook-id. The payload is made storable and its enrichment extracted by the
 *   service's own pure functions (storableJson, extractEnrichment: the contract's
 *   CPU work, not a framework choice; the ceiling first found that their URL check
 *   threw an Error per host name, fixed in src/shared/public-url.ts since). The
 *   artifact is committed in ONE statement that also upserts the day's
 *   `generation_jobs` row (with a delivery key, the claim of the key too) before the
 *   receipt {received, id, day, extracted, warnings} is sent: the service's
 *   durability in one round trip instead of two.
 *
 * WHAT IT DOES NOT DO
 * - No cache of read results or rendered responses: every read asks PostgreSQL, so
 *   that the ceiling measures the same work per request. A service that caches
 *   rendered reads (issue 11 allows it) can beat it where clients repeat questions,
 *   as the bench's few accounts do; the ratio then says so above 1.
 * Nothing below is on the measured paths:
 * - The admin API and CLI socket, OpenAPI and /docs, the error pages, /metrics,
 *   signed webhooks (Standard Webhooks signatures), Redis-shared counters and
 *   caches (REDIS_URL), the embedded PGlite mode.
 * - Diary generation: no worker polls `generation_jobs` (the bench sets the
 *   service's quiet period to a day, so the service's worker only polls too).
 * - Raw-socket answers (400 for invalid HTTP, 408, 431, CONNECT); Fastify's
 *   defaults answer those. A database failure is a 503 with Retry-After, but
 *   without the service's silent-connection detection.
 * - Logging: none (the bench runs the service at LOG_LEVEL=warn, which logs nothing
 *   per request either).
 *
 * Settings: PORT, HOST, DATABASE_URL, RATE_LIMIT_PER_MINUTE, INGEST_RATE_LIMIT_PER_MINUTE,
 * GENERATION_QUIET_PERIOD_SECONDS, CREDENTIAL_CACHE_SECONDS, PUBLIC_BASE_URL,
 * ERRORS_BASE_URL as the service reads them; CEILING_POOL_SIZE, the pipelined
 * connections (default 4, sized for two cores shared by this process, PostgreSQL and
 * the load generator: on this machine 3 to 4 read fastest, 2 starve the commits of
 * ingest, 8 and 16 lose ingest from one token to lock waits).
 */
import { createHash, hash, randomUUID } from 'node:crypto';
import * as http from 'node:http';
import type { Writable } from 'node:stream';
import Fastify, { FastifyReply, FastifyRequest } from 'fastify';
import { Client, QueryConfig, QueryResult } from 'pg';
import { MAX_NESTING, isAcceptablePayload, nestingDepth } from '../../src/modules/ingest/domain/artifact';
import { extractEnrichment } from '../../src/modules/ingest/domain/enrichment/extract-enrichment';
import { storableJson } from '../../src/modules/ingest/domain/storable-json';
import { BODY_LIMIT_BYTES } from '../../src/shared/http/body-limit';
import { FIRST_DAY, LAST_DAY, addDaysClamped, calendarDayIn, isCalendarDate } from '../../src/shared/calendar';

// ---------------------------------------------------------------- settings

const env = process.env;
const integer = (name: string, fallback: number): number =>
  env[name] && /^\d+$/.test(env[name]!) ? Number(env[name]) : fallback;
const PORT = integer('PORT', 3402);
const PUBLIC_BASE_URL = (env.PUBLIC_BASE_URL || `http://localhost:${PORT}`).replace(/\/+$/, '');
const ERRORS_BASE = (env.ERRORS_BASE_URL || `${PUBLIC_BASE_URL}/errors`).replace(/\/+$/, '');
const READ_LIMIT = integer('RATE_LIMIT_PER_MINUTE', 120);
const INGEST_LIMIT = integer('INGEST_RATE_LIMIT_PER_MINUTE', 600);
const QUIET_SECONDS = integer('GENERATION_QUIET_PERIOD_SECONDS', 300);
const CACHE_TTL_MS = integer('CREDENTIAL_CACHE_SECONDS', 60) * 1000;
const POOL_SIZE = integer('CEILING_POOL_SIZE', 4);
const WINDOW_MS = 60_000;
const REVERIFY_WITHOUT_EVENTS_MS = 5_000;
const BODY_LIMIT = BODY_LIMIT_BYTES;

/** The service's connection bounds (src/database/postgres-connections.ts). */
const CONNECTION = {
  connectionString: env.DATABASE_URL,
  application_name: 'diary-ceiling',
  connectionTimeoutMillis: 2_000,
  keepAlive: true,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  idle_in_transaction_session_timeout: 30_000,
};

/**
 * A few PostgreSQL connections in pg's pipeline mode: a query is written at once on the
 * connection with the fewest queries outstanding, without waiting for the answers before
 * it; the queries written in one turn of the event loop leave in one write and PostgreSQL
 * reads them in one go. Every query is one statement with its own Sync (autocommit), so
 * queries that share a connection share nothing else; a failed one fails alone.
 */
class Connections {
  private readonly slots: Array<{ client: Client | null; pending: number }> = [];

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.slots.push({ client: null, pending: 0 });
  }

  async open(): Promise<void> {
    await Promise.all(this.slots.map((slot) => this.connect(slot)));
  }

  private async connect(slot: { client: Client | null; pending: number }): Promise<void> {
    const client = new Client({ ...CONNECTION, pipeline: true });
    const lost = () => {
      if (slot.client === client) slot.client = null;
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      setTimeout(() => void this.connect(slot).catch(() => undefined), 1_000).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    slot.client = client;
  }

  query(config: QueryConfig): Promise<QueryResult> {
    let best: { client: Client | null; pending: number } | undefined;
    for (const slot of this.slots) if (slot.client && (!best || slot.pending < best.pending)) best = slot;
    if (!best) return Promise.reject(new Error('no database connection'));
    const slot = best;
    slot.pending++;
    this.holdWrites(slot.client!);
    return slot.client!.query(config).finally(() => slot.pending--);
  }

  /** pg writes each query in its own system call: corked until the check phase, a turn's queries leave in one write. */
  private readonly held = new Set<Writable>();
  private holdWrites(client: Client): void {
    const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream;
    if (this.held.has(stream)) return;
    if (this.held.size === 0) setImmediate(this.releaseWrites);
    stream.cork();
    this.held.add(stream);
  }
  private readonly releaseWrites = (): void => {
    for (const stream of this.held) stream.uncork();
    this.held.clear();
  };

  async end(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.client?.end().catch(() => undefined)));
  }
}
const db = new Connections(POOL_SIZE);

// ---------------------------------------------------------------- statements

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
// Bodies compact as JSON.stringify writes them, byte for byte the service's: objects by row_to_json, arrays joined
// with commas (json_agg and json_build_object put spaces between members), enrichment re-emitted by json_strip_nulls.
function listSql(withTag: boolean): string {
  const where = `account_id = $1 AND date BETWEEN $2::date AND $3::date${withTag ? ' AND tag_slugs @> ARRAY[$6::text]' : ''}`;
  return `SELECT '{"data":[' || COALESCE((
             SELECT string_agg(row_to_json(p)::text, ',' ORDER BY p.date DESC)
               FROM (SELECT date::text AS date, title, summary AS content, tag_slugs AS tags, to_char(generated_at AT TIME ZONE 'UTC', ${ISO}) AS "generatedAt"
                       FROM entries WHERE ${where} ORDER BY date DESC LIMIT $4::int OFFSET $5::int) p), '')
         || '],"pagination":{"total":' || (SELECT count(*) FROM entries WHERE ${where}) || ',"limit":' || $4::int || ',"offset":' || $5::int || '}}'`;
}
const LIST = { name: 'ceiling-list', text: listSql(false), rowMode: 'array' as const };
const LIST_TAG = { name: 'ceiling-list-tag', text: listSql(true), rowMode: 'array' as const };
// The stored vector of the service's migration EntrySearch; a query of only common words is the service's 400.
// One scan of the window for the page and the count: testing the words is the cost.
const searchSql = (withTag: boolean) =>
  `WITH matched AS MATERIALIZED (SELECT date, title, summary, tag_slugs, generated_at FROM entries WHERE account_id = $1
     AND date BETWEEN $2::date AND $3::date${withTag ? ' AND tag_slugs @> ARRAY[$6::text]' : ''}
     AND search @@ websearch_to_tsquery('english', $${withTag ? 7 : 6}::text))
   SELECT '{"data":[' || COALESCE((
             SELECT string_agg(row_to_json(p)::text, ',' ORDER BY p.date DESC)
               FROM (SELECT date::text AS date, title, summary AS content, tag_slugs AS tags, to_char(generated_at AT TIME ZONE 'UTC', ${ISO}) AS "generatedAt"
                       FROM matched ORDER BY date DESC LIMIT $4::int OFFSET $5::int) p), '')
         || '],"pagination":{"total":' || (SELECT count(*) FROM matched) || ',"limit":' || $4::int || ',"offset":' || $5::int || '}}'`;
const SEARCH = { name: 'ceiling-search', text: searchSql(false), rowMode: 'array' as const };
const SEARCH_TAG = { name: 'ceiling-search-tag', text: searchSql(true), rowMode: 'array' as const };
const SINGLE = {
  name: 'ceiling-single',
  rowMode: 'array' as const,
  text: `SELECT row_to_json(e)::text
           FROM (SELECT date::text AS date, title, content, tag_slugs AS tags, sources, to_char(generated_at AT TIME ZONE 'UTC', ${ISO}) AS "generatedAt",
                        word_count AS "wordCount",
                        json_strip_nulls(json_build_object('media', enrichment->'media', 'locations', enrichment->'locations', 'highlights', enrichment->'highlights')) AS enrichment
                   FROM entries WHERE account_id = $1 AND date = $2::date) e`,
};
const TAGS = {
  name: 'ceiling-tags',
  rowMode: 'array' as const,
  text: `SELECT '{"data":[' || COALESCE(string_agg(row_to_json(t)::text, ',' ORDER BY t."entryCount" DESC, t.slug), '') || ']}'
           FROM (SELECT slug, display_name AS "displayName", entry_count AS "entryCount" FROM tags WHERE account_id = $1 AND entry_count > 0) t`,
};
const KEY_LOOKUP = {
  name: 'ceiling-key',
  text: `SELECT k.id, k.account_id, k.scopes, k.expires_at, a.plan, a.timezone FROM api_keys k JOIN accounts a ON a.id = k.account_id
          WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`,
};
const TOKEN_LOOKUP = {
  name: 'ceiling-token',
  text: `SELECT t.id, t.name, t.account_id, a.plan, a.timezone FROM webhook_tokens t JOIN accounts a ON a.id = t.account_id
          WHERE t.secret_hash = $1 AND t.revoked_at IS NULL`,
};
// The service's schedule (SqlGenerationJobRepository.schedule), fed by the artifact's own row.
const SCHEDULE_FROM = (source: string) => `
  INSERT INTO generation_jobs (account_id, day, run_after, material_at)
  SELECT account_id, day, now() + $8::int * interval '1 second', date_trunc('milliseconds', received_at) FROM ${source}
  ON CONFLICT (account_id, day) DO UPDATE SET
    run_after = CASE WHEN generation_jobs.state = 'pending' THEN GREATEST(generation_jobs.run_after, EXCLUDED.run_after) ELSE EXCLUDED.run_after END,
    state = 'pending', attempts = 0, last_error = NULL, updated_at = now(),
    material_at = GREATEST(generation_jobs.material_at, EXCLUDED.material_at)`;
const INGEST = {
  name: 'ceiling-ingest',
  rowMode: 'array' as const,
  text: `WITH a AS (INSERT INTO artifacts (account_id, token_id, source_label, day, payload, enrichment, warnings)
                   VALUES ($1, $2, $3, $4::date, $5::jsonb, $6::jsonb, $7::jsonb) RETURNING id, account_id, day, received_at),
              j AS (${SCHEDULE_FROM('a')})
         SELECT id FROM a`,
};
// With a delivery key: the key is claimed (unless the token used it within 24 h) and the artifact stored only with the claim,
// all in one statement.
const INGEST_KEYED = {
  name: 'ceiling-ingest-keyed',
  rowMode: 'array' as const,
  text: `WITH n AS MATERIALIZED (SELECT gen_random_uuid() AS id),
              c AS (INSERT INTO ingest_deliveries (token_id, delivery_key, artifact_id) SELECT $2, $9, id FROM n
                    ON CONFLICT (token_id, delivery_key) DO UPDATE SET artifact_id = EXCLUDED.artifact_id, received_at = now()
                     WHERE ingest_deliveries.received_at < now() - interval '24 hours'
                    RETURNING artifact_id),
              a AS (INSERT INTO artifacts (id, account_id, token_id, source_label, day, payload, enrichment, warnings)
                    SELECT artifact_id, $1, $2, $3, $4::date, $5::jsonb, $6::jsonb, $7::jsonb FROM c RETURNING id, account_id, day, received_at),
              j AS (${SCHEDULE_FROM('a')})
         SELECT id FROM a`,
};
const EARLIER_DELIVERY = `SELECT a.id, a.day::text AS day, a.enrichment, a.warnings FROM ingest_deliveries d JOIN artifacts a ON a.id = d.artifact_id
                           WHERE d.token_id = $1 AND d.delivery_key = $2`;

// ---------------------------------------------------------------- secrets

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CRC_TABLE = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
const SECRET_BODY = /^[0-9A-Za-z]{38,128}$/;

/** The format check of src/modules/accounts/domain/secret.ts: prefix, base62 body, CRC32 (base62, 6 chars) of the rest. */
function isWellFormed(prefix: string, secret: string): boolean {
  if (!secret.startsWith(prefix) || !SECRET_BODY.test(secret.slice(prefix.length))) return false;
  const end = secret.length - 6;
  let crc = -1;
  for (let i = 0; i < end; i++) crc = CRC_TABLE[(crc ^ secret.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  let value = (crc ^ -1) >>> 0;
  for (let i = secret.length - 1; i >= end; i--) {
    if (secret.charCodeAt(i) !== BASE62.charCodeAt(value % 62)) return false;
    value = Math.floor(value / 62);
  }
  return true;
}

/** The bearer credential: undefined without Authorization, '' when it is not exactly one bearer credential. */
function bearerOf(request: FastifyRequest): string | undefined {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].length === 13 && raw[i].toLowerCase() === 'authorization') count++;
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  if (count > 1) return '';
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  return match ? match[1] : '';
}

// ---------------------------------------------------------------- verified credentials

interface KeyPrincipal {
  id: string;
  accountId: string;
  scopes: ReadonlySet<string>;
  plan: string;
  timezone: string;
  expiresAt: number | null;
}
interface TokenPrincipal {
  id: string;
  name: string;
  accountId: string;
  plan: string;
  timezone: string;
}
type CredentialEvent = { kind: 'credential' | 'account'; id: string } | { kind: 'all' };

/** When the listener last confirmed that every notification sent before it arrived. */
let eventsConfirmedAt = 0;
const verifiers: Array<Verifier<{ id: string; accountId: string }>> = [];

/** Verified credentials by secret hash, one shared lookup per uncached hash, "last used" in one batch a minute. */
class Verifier<T extends { id: string; accountId: string }> {
  private readonly cache = new Map<string, { value: T; at: number }>();
  private readonly inFlight = new Map<string, Promise<T | null>>();
  /** Bumped by every event: a lookup that an event crossed is asked again. */
  private epoch = 0;
  private used = new Map<string, Date>();

  constructor(
    private readonly prefix: string,
    private readonly lookup: (hash: string) => Promise<T | null>,
    private readonly table: 'api_keys' | 'webhook_tokens',
  ) {
    verifiers.push(this as unknown as Verifier<{ id: string; accountId: string }>);
    setInterval(() => void this.flushUsage(), WINDOW_MS).unref();
  }

  /** The credential, a promise of it on a cache miss, or null when malformed. */
  verify(secret: string, now: number): T | Promise<T | null> | null {
    if (!isWellFormed(this.prefix, secret)) return null;
    const key = createHash('sha256').update(secret).digest('hex');
    const hit = this.cache.get(key);
    if (hit) {
      const age = now - hit.at;
      if (
        age < CACHE_TTL_MS &&
        (age < REVERIFY_WITHOUT_EVENTS_MS || eventsConfirmedAt > now - REVERIFY_WITHOUT_EVENTS_MS)
      ) {
        this.used.set(hit.value.id, new Date(now));
        return hit.value;
      }
      if (age >= CACHE_TTL_MS) this.cache.delete(key);
    }
    let flight = this.inFlight.get(key);
    if (!flight) {
      flight = this.ask(key, now).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, flight);
    }
    return flight.then((value) => {
      if (value) this.used.set(value.id, new Date(now));
      return value;
    });
  }

  private async ask(key: string, now: number): Promise<T | null> {
    for (let attempt = 1; ; attempt++) {
      const epoch = this.epoch;
      const value = await this.lookup(key);
      if (!value) return null;
      if (epoch === this.epoch || attempt === 3) {
        if (epoch === this.epoch && CACHE_TTL_MS > 0) {
          if (this.cache.size >= 50_000) this.cache.delete(this.cache.keys().next().value!);
          this.cache.set(key, { value, at: now });
        }
        return value;
      }
    }
  }

  apply(event: CredentialEvent): void {
    this.epoch++;
    this.inFlight.clear();
    if (event.kind === 'all') return this.cache.clear();
    for (const [key, entry] of this.cache)
      if ((event.kind === 'credential' ? entry.value.id : entry.value.accountId) === event.id) this.cache.delete(key);
  }

  async flushUsage(): Promise<void> {
    if (this.used.size === 0) return;
    const batch = this.used;
    this.used = new Map();
    await db
      .query({
        text: `UPDATE ${this.table} AS c SET last_used_at = GREATEST(COALESCE(c.last_used_at, u.at), u.at) FROM unnest($1::uuid[], $2::timestamptz[]) AS u(id, at) WHERE c.id = u.id`,
        values: [[...batch.keys()], [...batch.values()]],
      })
      .catch(() => undefined);
  }
}

const keys = new Verifier<KeyPrincipal>(
  'diary_sk_',
  async (secretHash) => {
    const row = (await db.query({ ...KEY_LOOKUP, values: [secretHash] })).rows[0];
    if (!row) return null;
    return {
      id: row.id,
      accountId: row.account_id,
      scopes: new Set(row.scopes),
      plan: row.plan,
      timezone: row.timezone,
      expiresAt: row.expires_at ? row.expires_at.getTime() : null,
    };
  },
  'api_keys',
);
const tokens = new Verifier<TokenPrincipal>(
  'whk_',
  async (secretHash) => {
    const row = (await db.query({ ...TOKEN_LOOKUP, values: [secretHash] })).rows[0];
    return row
      ? { id: row.id, name: row.name, accountId: row.account_id, plan: row.plan, timezone: row.timezone }
      : null;
  },
  'webhook_tokens',
);

/** The service's revocation events (PostgresCredentialEvents): LISTEN, a heartbeat a second, everything dropped when lost. */
async function listen(): Promise<void> {
  const client = new Client({
    connectionString: env.DATABASE_URL,
    application_name: 'diary-ceiling-listener',
    keepAlive: true,
    connectionTimeoutMillis: 2_000,
  });
  const emit = (event: CredentialEvent) => verifiers.forEach((verifier) => verifier.apply(event));
  let heartbeat: NodeJS.Timeout | undefined;
  let lost = false;
  const lose = () => {
    if (lost) return;
    lost = true;
    clearTimeout(heartbeat);
    eventsConfirmedAt = 0;
    emit({ kind: 'all' });
    void client.end().catch(() => undefined);
    setTimeout(() => void listen(), 1_000).unref();
  };
  client.on('notification', (message) => {
    try {
      emit(JSON.parse(message.payload ?? '') as CredentialEvent);
    } catch {
      emit({ kind: 'all' });
    }
  });
  client.on('error', lose);
  client.on('end', lose);
  const beat = async () => {
    const sentAt = Date.now();
    const deadline = setTimeout(lose, 2_000);
    try {
      await client.query('SELECT 1');
      eventsConfirmedAt = sentAt;
      heartbeat = setTimeout(() => void beat(), 1_000);
    } catch {
      lose();
    } finally {
      clearTimeout(deadline);
    }
  };
  try {
    await client.connect();
    const sentAt = Date.now();
    await client.query('LISTEN diary_credentials');
    eventsConfirmedAt = sentAt;
    emit({ kind: 'all' });
    heartbeat = setTimeout(() => void beat(), 1_000);
  } catch {
    lose();
  }
}

// ---------------------------------------------------------------- counters

/** Fixed 60 s windows in process, O(1) a hit, swept once a minute. */
class Windows {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();

  constructor() {
    setInterval(() => {
      const now = Date.now();
      for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    }, WINDOW_MS).unref();
  }

  hit(key: string, now: number): { hits: number; resetSeconds: number } {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, (window = { hits: 0, resetAt: now + WINDOW_MS }));
    window.hits++;
    return { hits: window.hits, resetSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }
}
const windows = new Windows();

/** Counts a hit against `bucket`; sets the rate-limit headers; false (429 sent) past the limit. */
function withinLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: string,
  limit: number,
  now: number,
): boolean {
  const { hits, resetSeconds } = windows.hit(bucket, now);
  const remaining = Math.max(0, limit - hits);
  reply.headers({
    'x-ratelimit-limit': limit,
    'x-ratelimit-remaining': remaining,
    'x-ratelimit-reset': resetSeconds,
    'ratelimit-policy': `"default";q=${limit};w=60`,
    ratelimit: `"default";r=${remaining};t=${resetSeconds}`,
  });
  if (hits <= limit) return true;
  reply.header('retry-after', resetSeconds);
  problem(
    request,
    reply,
    429,
    'rate-limit-exceeded',
    `Rate limit of ${limit} requests per minute exceeded. Retry in ${resetSeconds} seconds.`,
  );
  return false;
}

// ---------------------------------------------------------------- answers

const STATUS: Record<number, string> = http.STATUS_CODES as Record<number, string>;

function problem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  type: string,
  detail: string,
  errors?: Array<{ parameter: string; message: string }>,
): FastifyReply {
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  const body = {
    type: `${ERRORS_BASE}/${type}`,
    title: STATUS[status] ?? 'Error',
    status,
    detail,
    instance: request.url.split('?')[0],
    requestId: request.id,
    ...(errors?.length ? { errors } : {}),
  };
  return reply.code(status).header('content-type', 'application/problem+json').send(JSON.stringify(body));
}

/** A 401, or a 429 once the client IP has failed more than RATE_LIMIT_PER_MINUTE times this minute. */
function authFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  detail: string,
  now: number,
): FastifyReply {
  const { hits, resetSeconds } = windows.hit(`auth-failures:${request.ip}`, now);
  if (hits <= READ_LIMIT) return problem(request, reply, 401, type, detail);
  reply.headers({
    'x-ratelimit-limit': READ_LIMIT,
    'x-ratelimit-remaining': 0,
    'x-ratelimit-reset': resetSeconds,
    'ratelimit-policy': `"default";q=${READ_LIMIT};w=60`,
    ratelimit: `"default";r=0;t=${resetSeconds}`,
    'retry-after': resetSeconds,
  });
  return problem(
    request,
    reply,
    429,
    'rate-limit-exceeded',
    `Rate limit of ${READ_LIMIT} requests per minute exceeded. Retry in ${resetSeconds} seconds.`,
  );
}

/** A body PostgreSQL built, with a strong ETag; 304 when If-None-Match names it. */
function sendRead(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  const etag = `"${hash('sha1', body, 'base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const match = request.headers['if-none-match'];
  if (
    match &&
    (match.trim() === '*' || match.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag))
  )
    return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}

const EXPOSED =
  'X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, RateLimit, RateLimit-Policy, ETag';
const DB_FAILURE = 'The database is unavailable. Retry shortly.';

// ---------------------------------------------------------------- the read API

/** Authentication, plan, scope and rate limit, in the contract's order; the key, or null once an error is sent. */
async function authorize(request: FastifyRequest, reply: FastifyReply, scope: string): Promise<KeyPrincipal | null> {
  const now = Date.now();
  const secret = bearerOf(request);
  if (secret === undefined) return (authFailure(request, reply, 'missing-api-key', 'MISSING_API_KEY', now), null);
  const verified = keys.verify(secret, now);
  const key = verified instanceof Promise ? await verified : verified;
  if (!key || (key.expiresAt !== null && key.expiresAt <= now))
    return (authFailure(request, reply, 'invalid-api-key', 'INVALID_API_KEY', now), null);
  if (key.plan !== 'advanced')
    return (problem(request, reply, 403, 'public-api-requires-the-advanced-plan', 'PLAN_REQUIRED'), null);
  if (!key.scopes.has(scope)) return (problem(request, reply, 403, 'insufficient-scope', 'INSUFFICIENT_SCOPE'), null);
  if (!withinLimit(request, reply, key.id, READ_LIMIT, now)) return null;
  return key;
}

type Query = Record<string, string | string[]>;
type ParameterProblem = { parameter: string; message: string };

const PLAIN_NAME = /^[A-Za-z0-9_.[\]-]+$/;
function shown(name: string): string {
  const characters = Array.from(name);
  return characters.length > 64 ? `${characters.slice(0, 64).join('')}…` : name;
}
const quoted = (name: string) => (PLAIN_NAME.test(name) && shown(name) === name ? name : JSON.stringify(shown(name)));

/** Unknown and repeated names, as the service's validation pipe refuses them; null when all are known and single. */
function namesProblem(
  query: Query,
  known: ReadonlySet<string>,
  part = 'query',
): { detail: string; errors: ParameterProblem[] } | null {
  let detail: string | undefined;
  const errors: ParameterProblem[] = [];
  for (const name of Object.keys(query)) {
    if (!known.has(name)) {
      detail ??= `Unknown ${part} parameter ${quoted(name)}.`;
      errors.push({ parameter: shown(name), message: 'is not a known parameter' });
    } else if (Array.isArray(query[name])) {
      detail ??= `The ${part} parameter ${quoted(name)} is given more than once.`;
      errors.push({ parameter: name, message: 'is given more than once' });
    }
  }
  return detail === undefined ? null : { detail, errors };
}

const NO_PARAMETERS: ReadonlySet<string> = new Set();
const LIST_PARAMETERS: ReadonlySet<string> = new Set(['from', 'to', 'tag', 'q', 'limit', 'offset']);
const DATE_MESSAGE = `must be a real day written YYYY-MM-DD, from ${FIRST_DAY} to ${LAST_DAY}`;
const TAG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DIGITS = /^\d{1,16}$/;

/** Today in a zone, cached until the next UTC minute (every zone's day starts, and every offset changes, on a whole minute). */
const todays = new Map<string, { day: string; until: number }>();
function today(timezone: string, now: number): string {
  const cached = todays.get(timezone);
  if (cached && now < cached.until) return cached.day;
  const day = calendarDayIn(timezone, new Date(now));
  todays.set(timezone, { day, until: now - (now % 60_000) + 60_000 });
  return day;
}

const app = Fastify({
  logger: false,
  bodyLimit: BODY_LIMIT,
  onProtoPoisoning: 'ignore',
  onConstructorPoisoning: 'ignore',
  return503OnClosing: true,
  genReqId: (request) => {
    const sent = request.headers['x-request-id'];
    return typeof sent === 'string' && /^[A-Za-z0-9._-]{1,128}$/.test(sent) ? sent : randomUUID();
  },
  // The service's edge bounds (src/http-app.ts). Fastify applies neither connectionTimeout nor keepAliveTimeout
  // to a server of a serverFactory: they are set on the server here.
  serverFactory: (handler) => {
    const server = http.createServer(
      { requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
      handler,
    );
    server.maxConnections = integer('MAX_CONNECTIONS', 1024);
    server.keepAliveTimeout = 72_000;
    server.setTimeout(60_000);
    return server;
  },
});
// application/*+json is JSON too; `__proto__` keys stay keys (JSON.parse).
app.addContentTypeParser(
  /^application\/(?:[a-z0-9.!#$&^_-]+\+)?json\s*(?:;.*)?$/i,
  { parseAs: 'string' },
  app.getDefaultJsonParser('ignore', 'ignore'),
);

const READ_PATH = /^\/api\/v1\/(?:entries|entries\/[^/]+|tags)\/?$/;
app.addHook('onRequest', (request, reply, done) => {
  reply.header('x-request-id', request.id);
  const url = request.url;
  if (url !== '/api/v1' && !url.startsWith('/api/v1/') && !url.startsWith('/api/v1?')) return done();
  reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', EXPOSED);
  const method = request.method;
  if (method === 'GET' || method === 'HEAD') return done();
  if (method === 'OPTIONS') {
    reply.headers({
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': 'Authorization, If-None-Match, X-Request-Id',
      'access-control-max-age': '86400',
      vary: 'Origin, Access-Control-Request-Headers',
    });
    reply.code(204).send();
    return;
  }
  const path = url.split('?')[0];
  if (!READ_PATH.test(path))
    return void problem(request, reply, 404, 'not-found', `No route matches ${method} ${path.slice(0, 200)}.`);
  reply.header('allow', 'GET, OPTIONS').header('connection', 'close');
  problem(request, reply, 405, 'method-not-allowed', `${method} is not allowed here; the read API accepts GET.`);
});

app.get('/api/v1/entries', async (request, reply) => {
  const key = await authorize(request, reply, 'entries:list');
  if (!key) return reply;
  const query = request.query as Query;
  const names = namesProblem(query, LIST_PARAMETERS);
  if (names) return problem(request, reply, 400, 'bad-request', names.detail, names.errors);
  const { from, to, tag, q, limit, offset } = query as Record<string, string | undefined>;
  const errors: ParameterProblem[] = [];
  if (from !== undefined && !isCalendarDate(from)) errors.push({ parameter: 'from', message: DATE_MESSAGE });
  if (to !== undefined && !isCalendarDate(to)) errors.push({ parameter: 'to', message: DATE_MESSAGE });
  if (tag !== undefined && !(tag.length <= 64 && TAG_SLUG.test(tag))) {
    errors.push({
      parameter: 'tag',
      message: 'must be a tag slug (lower-case letters, digits and single hyphens, at most 64 characters)',
    });
  }
  if (q !== undefined && !(q.trim().length > 0 && q.length <= 200 && !q.includes('\u0000')))
    errors.push({ parameter: 'q', message: 'must be 1 to 200 characters of text' });
  if (limit !== undefined && !(DIGITS.test(limit) && Number(limit) >= 1 && Number(limit) <= 100))
    errors.push({ parameter: 'limit', message: 'must be an integer from 1 to 100' });
  if (offset !== undefined && !(DIGITS.test(offset) && Number(offset) <= 2_147_483_647))
    errors.push({ parameter: 'offset', message: 'must be an integer from 0 to 2147483647' });
  if (errors.length > 0)
    return problem(
      request,
      reply,
      400,
      'bad-request',
      `Invalid query parameter ${errors[0].parameter}: ${errors[0].message}.`,
      errors,
    );
  const last = to ?? today(key.timezone, Date.now());
  const first = from ?? addDaysClamped(last, -30);
  if (first > last) {
    return problem(
      request,
      reply,
      400,
      'bad-request',
      `Query parameter from (${first}) must not be later than to (${last}).`,
      [
        { parameter: 'from', message: `must not be later than to (${last})` },
        { parameter: 'to', message: `must not be earlier than from (${first})` },
      ],
    );
  }
  const values = [
    key.accountId,
    first,
    last,
    limit === undefined ? 20 : Number(limit),
    offset === undefined ? 0 : Number(offset),
  ];
  if (tag !== undefined) values.push(tag);
  if (q !== undefined) values.push(q);
  const statement = q === undefined ? (tag === undefined ? LIST : LIST_TAG) : tag === undefined ? SEARCH : SEARCH_TAG;
  const { rows } = await db.query({ ...statement, values });
  return sendRead(request, reply, rows[0][0]);
});

app.get('/api/v1/entries/:date', async (request, reply) => {
  const key = await authorize(request, reply, 'entries:read');
  if (!key) return reply;
  const { date } = request.params as { date: string };
  if (!isCalendarDate(date))
    return problem(request, reply, 400, 'bad-request', `Invalid path parameter date: ${DATE_MESSAGE}.`, [
      { parameter: 'date', message: DATE_MESSAGE },
    ]);
  const names = namesProblem(request.query as Query, NO_PARAMETERS);
  if (names) return problem(request, reply, 400, 'bad-request', names.detail, names.errors);
  const { rows } = await db.query({ ...SINGLE, values: [key.accountId, date] });
  if (rows.length === 0) return problem(request, reply, 404, 'entry-not-found', 'ENTRY_NOT_FOUND');
  return sendRead(request, reply, rows[0][0]);
});

app.get('/api/v1/tags', async (request, reply) => {
  const key = await authorize(request, reply, 'tags:read');
  if (!key) return reply;
  const names = namesProblem(request.query as Query, NO_PARAMETERS);
  if (names) return problem(request, reply, 400, 'bad-request', names.detail, names.errors);
  const { rows } = await db.query({ ...TAGS, values: [key.accountId] });
  return sendRead(request, reply, rows[0][0]);
});

// ---------------------------------------------------------------- the webhook

/** The verified token, put on the request by the webhook's onRequest hook (a declared decoration keeps the request's shape). */
app.decorateRequest('webhookToken', null);
const tokenOf = (request: FastifyRequest) =>
  (request as FastifyRequest & { webhookToken: TokenPrincipal | null }).webhookToken;

const JSON_TYPE = /^application\/(?:[a-z0-9.!#$&^_-]+\+)?json\s*(?:;.*)?$/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;
const DELIVERY_KEY = /^[\x21-\x7e]{1,255}$/;
const INGEST_PARAMETERS: ReadonlySet<string> = new Set(['dryRun']);

/** Refused before the body is read: the connection is closed, the body left unread. */
function refuseEarly(request: FastifyRequest, reply: FastifyReply, status: number, type: string, detail: string): void {
  reply.header('connection', 'close');
  problem(request, reply, status, type, detail);
}

app.post(
  '/webhooks/ingest',
  {
    // Token, charset and encoding from the headers alone, before any byte of the body.
    onRequest: (request, reply, done) => {
      const now = Date.now();
      const secret = bearerOf(request);
      const verified = secret ? tokens.verify(secret, now) : null;
      const next = (token: TokenPrincipal | null) => {
        if (!token) {
          reply.header('connection', 'close');
          authFailure(request, reply, 'invalid-webhook-token', 'INVALID_WEBHOOK_TOKEN', now);
          return;
        }
        (request as FastifyRequest & { webhookToken: TokenPrincipal | null }).webhookToken = token;
        const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
        if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
          return refuseEarly(
            request,
            reply,
            415,
            'unsupported-media-type',
            `The charset ${charset.slice(0, 40)} is not supported; send UTF-8 JSON.`,
          );
        }
        const encoding = request.headers['content-encoding']?.trim();
        if (encoding && encoding.toLowerCase() !== 'identity') {
          reply.header('accept-encoding', 'identity');
          return refuseEarly(
            request,
            reply,
            415,
            'unsupported-media-type',
            'Content-Encoding is not supported; send the JSON body uncompressed (Accept-Encoding: identity).',
          );
        }
        done();
      };
      if (verified instanceof Promise) verified.then(next, (error: unknown) => done(error as Error));
      else next(verified);
    },
  },
  async (request, reply) => {
    const token = tokenOf(request)!;
    const now = Date.now();
    if (token.plan !== 'advanced')
      return problem(request, reply, 403, 'webhook-requires-the-advanced-plan', 'PLAN_REQUIRED');
    if (!withinLimit(request, reply, token.id, INGEST_LIMIT, now)) return reply;
    const query = request.query as Query;
    const names = namesProblem(query, INGEST_PARAMETERS);
    if (names) return problem(request, reply, 400, 'bad-request', names.detail, names.errors);
    if (query.dryRun !== undefined && query.dryRun !== 'true' && query.dryRun !== 'false') {
      return problem(
        request,
        reply,
        400,
        'bad-request',
        'Invalid query parameter dryRun: dryRun must be one of the following values: true, false.',
        [{ parameter: 'dryRun', message: 'dryRun must be one of the following values: true, false' }],
      );
    }
    if (!JSON_TYPE.test(request.headers['content-type'] ?? ''))
      return problem(
        request,
        reply,
        415,
        'unsupported-media-type',
        'The request body must be sent with Content-Type application/json.',
      );
    const body = request.body;
    if (!isAcceptablePayload(body))
      return problem(request, reply, 400, 'invalid-payload', 'The webhook body must be a JSON object or array.');
    if (nestingDepth(body) > MAX_NESTING)
      return problem(
        request,
        reply,
        400,
        'invalid-payload',
        `The webhook body nests deeper than ${MAX_NESTING} levels.`,
      );
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const webhookId = request.headers['webhook-id'] as string | undefined;
    const deliveryKey = idempotencyKey ?? webhookId;
    if (deliveryKey !== undefined && !DELIVERY_KEY.test(deliveryKey)) {
      const header = idempotencyKey !== undefined ? 'Idempotency-Key' : 'webhook-id';
      return problem(
        request,
        reply,
        400,
        'bad-request',
        `Invalid header ${header}: must be 1 to 255 visible ASCII characters.`,
        [{ parameter: header, message: 'must be 1 to 255 visible ASCII characters' }],
      );
    }
    const storable = storableJson(body);
    const { enrichment, warnings } = extractEnrichment(storable.value);
    if (storable.replaced > 0) {
      warnings.unshift(
        `${storable.firstAt}: ${storable.replaced} character${storable.replaced === 1 ? '' : 's'} that cannot be stored (U+0000 or an unpaired surrogate) replaced by U+FFFD${storable.replaced === 1 ? '' : ', the first here'}`,
      );
    }
    const day = today(token.timezone, now);
    const extracted = {
      media: enrichment.media.length,
      locations: enrichment.locations.length,
      highlights: enrichment.highlights.length,
    };
    const send = (receipt: object) =>
      reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(receipt));
    if (query.dryRun === 'true') return send({ received: false, id: null, day, extracted, warnings });
    const values = [
      token.accountId,
      token.id,
      token.name,
      day,
      JSON.stringify(storable.value),
      JSON.stringify(enrichment),
      JSON.stringify(warnings),
      QUIET_SECONDS,
    ];
    if (deliveryKey === undefined) {
      const { rows } = await db.query({ ...INGEST, values });
      return send({ received: true, id: rows[0][0], day, extracted, warnings });
    }
    const { rows } = await db.query({ ...INGEST_KEYED, values: [...values, deliveryKey] });
    if (rows.length > 0) return send({ received: true, id: rows[0][0], day, extracted, warnings });
    const earlier = (await db.query({ text: EARLIER_DELIVERY, values: [token.id, deliveryKey] })).rows[0];
    const counts = {
      media: earlier.enrichment.media.length,
      locations: earlier.enrichment.locations.length,
      highlights: earlier.enrichment.highlights.length,
    };
    return send({ received: true, id: earlier.id, day: earlier.day, extracted: counts, warnings: earlier.warnings });
  },
);

// ---------------------------------------------------------------- errors

const FASTIFY_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload-too-large', 'The request body exceeds the limit of 102400 bytes.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported-media-type',
    'The request body must be sent with Content-Type application/json.',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid-json', 'The request body is empty; a JSON document was expected.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid-json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad-request', 'The Content-Length header does not match the body.'],
  FST_ERR_BAD_URL: [400, 'bad-request', 'The request URL is malformed.'],
};

app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return problem(request, reply, ...known);
  if (error.name === 'SyntaxError' && error.statusCode === 400)
    return problem(request, reply, 400, 'invalid-json', 'The request body is not valid JSON.');
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500)
    return problem(request, reply, error.statusCode, 'bad-request', error.message);
  // Anything else here is the database (the routes do nothing else that can fail).
  reply.header('retry-after', 2);
  return problem(request, reply, 503, 'service-unavailable', DB_FAILURE);
});

app.setNotFoundHandler((request, reply) =>
  problem(
    request,
    reply,
    404,
    'not-found',
    `No route matches ${request.method} ${request.url.split('?')[0].slice(0, 200)}.`,
  ),
);

// ---------------------------------------------------------------- start and stop

void (async () => {
  await db.open();
  await listen();
  const address = await app.listen({ port: PORT, host: env.HOST || '127.0.0.1' });
  process.stdout.write(`ceiling listening at ${address} (${POOL_SIZE} pipelined connections)\n`);
})();

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => Promise.all(verifiers.map((verifier) => verifier.flushUsage())))
    .then(() => db.end())
    .finally(() => process.exit(0));
});
