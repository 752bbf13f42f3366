import { createHash, randomUUID } from 'node:crypto';
import Fastify, { FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'pg';

/**
 * The ceiling we compare the service with: bare Fastify and pg doing the same
 * work per request (bearer parse, hash, key lookup, plan and scope check, an
 * in-process counter, the query, JSON, X-Request-Id and CORS headers) with the
 * fewest moving parts.
 */
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false, bodyLimit: 102_400 });
const counters = new Map<string, { hits: number; resetAt: number }>();

const KEY_SQL = `SELECT k.id, k.account_id, k.scopes, a.plan FROM api_keys k JOIN accounts a ON a.id = k.account_id
                  WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`;

function fail(reply: FastifyReply, status: number, slug: string) {
  return reply.code(status).type('application/problem+json').send({ type: `/errors/${slug}`, status, detail: slug.toUpperCase() });
}

async function authorize(request: FastifyRequest, reply: FastifyReply, scope: string): Promise<{ accountId: string } | null> {
  reply.header('X-Request-Id', randomUUID()).header('Access-Control-Allow-Origin', '*');
  const match = /^Bearer (diary_sk_\w+)$/.exec(request.headers.authorization ?? '');
  if (!match) return (fail(reply, 401, 'invalid-api-key'), null);
  const { rows } = await pool.query({ name: 'key', text: KEY_SQL, values: [createHash('sha256').update(match[1]).digest('hex')] });
  const key = rows[0];
  if (!key) return (fail(reply, 401, 'invalid-api-key'), null);
  if (key.plan !== 'advanced') return (fail(reply, 403, 'plan'), null);
  if (!key.scopes.includes(scope)) return (fail(reply, 403, 'insufficient-scope'), null);
  const now = Date.now();
  let counter = counters.get(key.id);
  if (!counter || counter.resetAt <= now) counters.set(key.id, (counter = { hits: 0, resetAt: now + 60_000 }));
  if (++counter.hits > 120) return (fail(reply, 429, 'rate-limit-exceeded'), null);
  return { accountId: key.account_id };
}

const LIST_COLUMNS = `e.date::text AS date, e.title, e.summary AS content, e.tag_slugs AS tags, e.generated_at AS "generatedAt", count(*) OVER () AS total`;
const LIST = `SELECT ${LIST_COLUMNS} FROM entries e WHERE e.account_id = $1 AND e.date BETWEEN $2 AND $3 ORDER BY e.date DESC LIMIT 20`;
const LIST_TAG = `SELECT ${LIST_COLUMNS} FROM entries e WHERE e.account_id = $1 AND e.date BETWEEN $2 AND $3 AND e.tag_slugs @> ARRAY[$4::text] ORDER BY e.date DESC LIMIT 20`;

app.get('/api/v1/entries', async (request, reply) => {
  const caller = await authorize(request, reply, 'entries:list');
  if (!caller) return reply;
  const { tag } = request.query as { tag?: string };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await pool.query(tag ? { name: 'list-tag', text: LIST_TAG, values: [caller.accountId, from, to, tag] } : { name: 'list', text: LIST, values: [caller.accountId, from, to] });
  const total = rows.length ? Number(rows[0].total) : 0;
  return { data: rows.map(({ total: _total, ...entry }) => entry), pagination: { total, limit: 20, offset: 0 } };
});

app.get('/api/v1/entries/:date', async (request, reply) => {
  const caller = await authorize(request, reply, 'entries:read');
  if (!caller) return reply;
  const { rows } = await pool.query({
    name: 'single',
    text: `SELECT e.date::text AS date, e.title, e.content, e.tag_slugs AS tags, e.sources, e.generated_at AS "generatedAt", e.word_count AS "wordCount", e.enrichment
             FROM entries e WHERE e.account_id = $1 AND e.date = $2`,
    values: [caller.accountId, (request.params as { date: string }).date],
  });
  return rows[0] ?? fail(reply, 404, 'entry-not-found');
});

app.get('/api/v1/tags', async (request, reply) => {
  const caller = await authorize(request, reply, 'tags:read');
  if (!caller) return reply;
  const { rows } = await pool.query({
    name: 'tags',
    text: `SELECT t.slug, t.display_name AS "displayName", c.n AS "entryCount"
             FROM (SELECT tag_id, count(*)::int AS n FROM entry_tags WHERE account_id = $1 GROUP BY tag_id) c JOIN tags t ON t.id = c.tag_id
            ORDER BY c.n DESC, t.slug`,
    values: [caller.accountId],
  });
  return { data: rows };
});

app.post('/webhooks/ingest', async (request, reply) => {
  reply.header('X-Request-Id', randomUUID());
  const match = /^Bearer (whk_\w+)$/.exec(request.headers.authorization ?? '');
  const { rows } = match
    ? await pool.query(`SELECT t.id, t.name, t.account_id, a.plan FROM webhook_tokens t JOIN accounts a ON a.id = t.account_id WHERE t.secret_hash = $1 AND t.revoked_at IS NULL`, [
        createHash('sha256').update(match[1]).digest('hex'),
      ])
    : { rows: [] };
  const token = rows[0];
  if (!token) return fail(reply, 401, 'invalid-webhook-token');
  if (token.plan !== 'advanced') return fail(reply, 403, 'plan');
  const day = new Date().toISOString().slice(0, 10);
  const inserted = await pool.query(`INSERT INTO artifacts (account_id, token_id, source_label, day, payload) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
    token.account_id, token.id, token.name, day, JSON.stringify(request.body),
  ]);
  return { received: true, id: inserted.rows[0].id, day };
});

app.listen({ port: Number(process.env.PORT ?? 3402), host: '127.0.0.1' }).then((address) => process.stdout.write(`baseline listening at ${address}\n`));
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
