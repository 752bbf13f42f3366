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
const TAGS_OF = `ARRAY(SELECT t.slug FROM entry_tags et JOIN tags t ON t.id = et.tag_id WHERE et.entry_id = p.id ORDER BY t.slug)`;

function fail(reply: FastifyReply, status: number, slug: string) {
  return reply.code(status).type('application/problem+json').send({ type: `/errors/${slug}`, status, detail: slug.toUpperCase() });
}

async function authorize(request: FastifyRequest, reply: FastifyReply, scope: string): Promise<{ accountId: string } | null> {
  reply.header('X-Request-Id', randomUUID()).header('Access-Control-Allow-Origin', '*');
  const match = /^Bearer (diary_sk_\w+)$/.exec(request.headers.authorization ?? '');
  if (!match) return (fail(reply, 401, 'invalid-api-key'), null);
  const { rows } = await pool.query(KEY_SQL, [createHash('sha256').update(match[1]).digest('hex')]);
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

app.get('/api/v1/entries', async (request, reply) => {
  const caller = await authorize(request, reply, 'entries:list');
  if (!caller) return reply;
  const { tag } = request.query as { tag?: string };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const tagFilter = tag ? `AND e.id IN (SELECT entry_id FROM entry_tags WHERE account_id = $1 AND entry_date BETWEEN $2 AND $3 AND tag_id = (SELECT id FROM tags WHERE account_id = $1 AND slug = $4))` : '';
  const { rows } = await pool.query(
    `WITH m AS (SELECT e.id, e.date, e.title, e.summary, e.generated_at FROM entries e WHERE e.account_id = $1 AND e.date BETWEEN $2 AND $3 ${tagFilter}),
          p AS (SELECT * FROM m ORDER BY date DESC LIMIT 20)
     SELECT (SELECT count(*) FROM m)::int AS total,
            COALESCE((SELECT json_agg(json_build_object('date', p.date::text, 'title', p.title, 'content', p.summary, 'tags', ${TAGS_OF}, 'generatedAt', p.generated_at) ORDER BY p.date DESC) FROM p), '[]') AS data`,
    tag ? [caller.accountId, from, to, tag] : [caller.accountId, from, to],
  );
  return { data: rows[0].data, pagination: { total: rows[0].total, limit: 20, offset: 0 } };
});

app.get('/api/v1/entries/:date', async (request, reply) => {
  const caller = await authorize(request, reply, 'entries:read');
  if (!caller) return reply;
  const { rows } = await pool.query(
    `SELECT p.date::text AS date, p.title, p.content, ${TAGS_OF} AS tags, p.sources, p.generated_at AS "generatedAt", p.word_count AS "wordCount", p.enrichment
       FROM entries p WHERE p.account_id = $1 AND p.date = $2`,
    [caller.accountId, (request.params as { date: string }).date],
  );
  return rows[0] ?? fail(reply, 404, 'entry-not-found');
});

app.get('/api/v1/tags', async (request, reply) => {
  const caller = await authorize(request, reply, 'tags:read');
  if (!caller) return reply;
  const { rows } = await pool.query(
    `SELECT t.slug, t.display_name AS "displayName", c.n AS "entryCount"
       FROM (SELECT tag_id, count(*)::int AS n FROM entry_tags WHERE account_id = $1 GROUP BY tag_id) c JOIN tags t ON t.id = c.tag_id
      ORDER BY c.n DESC, t.slug`,
    [caller.accountId],
  );
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
