import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, credentials, artifacts, entries and tags. Runs on PostgreSQL 15 and PGlite (18) alike. */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        plan text NOT NULL CHECK (plan IN ('free', 'advanced')),
        timezone text NOT NULL DEFAULT 'UTC' CHECK (char_length(timezone) BETWEEN 1 AND 64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        scopes text[] NOT NULL CHECK (
          cardinality(scopes) > 0 AND scopes <@ ARRAY['entries:list', 'entries:read', 'tags:read']::text[]
        ),
        secret_hash char(64) NOT NULL UNIQUE,
        display_prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX api_keys_account_idx ON api_keys (account_id, created_at)`);

    await db.query(`
      CREATE TABLE webhook_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
        secret_hash char(64) NOT NULL UNIQUE,
        display_prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX webhook_tokens_account_idx ON webhook_tokens (account_id, created_at)`);

    await db.query(`
      CREATE TABLE artifacts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        token_id uuid REFERENCES webhook_tokens (id) ON DELETE SET NULL,
        source_label text NOT NULL CHECK (char_length(source_label) BETWEEN 1 AND 100),
        day date NOT NULL,
        payload jsonb NOT NULL CHECK (jsonb_typeof(payload) IN ('object', 'array')),
        enrichment jsonb NOT NULL DEFAULT '{"media": [], "locations": [], "highlights": []}',
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX artifacts_account_day_idx ON artifacts (account_id, day, received_at)`);

    // Idempotency-Key / webhook-id of accepted deliveries, per token; rows older than 24 h are reusable.
    await db.query(`
      CREATE TABLE ingest_deliveries (
        token_id uuid NOT NULL REFERENCES webhook_tokens (id) ON DELETE CASCADE,
        delivery_key text NOT NULL CHECK (char_length(delivery_key) BETWEEN 1 AND 255),
        artifact_id uuid NOT NULL REFERENCES artifacts (id) ON DELETE CASCADE,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (token_id, delivery_key)
      )`);

    await db.query(`
      CREATE TABLE entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        date date NOT NULL,
        title text,
        content text,
        summary text,
        sources text[] NOT NULL DEFAULT '{}',
        word_count integer NOT NULL DEFAULT 0 CHECK (word_count >= 0),
        enrichment jsonb NOT NULL DEFAULT '{"media": [], "locations": [], "highlights": []}',
        generated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT entries_account_date_key UNIQUE (account_id, date)
      )`);

    await db.query(`
      CREATE TABLE tags (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        slug text NOT NULL CHECK (char_length(slug) <= 64 AND slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 100),
        CONSTRAINT tags_account_slug_key UNIQUE (account_id, slug)
      )`);

    // entry_date and account_id are copied from the entry so that the tag filter and the
    // tag counts read one index range of the account's own links.
    await db.query(`
      CREATE TABLE entry_tags (
        entry_id uuid NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
        tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        entry_date date NOT NULL,
        PRIMARY KEY (entry_id, tag_id)
      )`);
    await db.query(`CREATE INDEX entry_tags_account_tag_date_idx ON entry_tags (account_id, tag_id, entry_date DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'entry_tags',
      'tags',
      'entries',
      'ingest_deliveries',
      'artifacts',
      'webhook_tokens',
      'api_keys',
      'accounts',
    ]) {
      await db.query(`DROP TABLE ${table}`);
    }
  }
}
