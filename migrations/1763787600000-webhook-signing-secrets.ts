import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signing secrets of webhook tokens (Standard Webhooks): sealed with AES-256-GCM
 * (the verifier needs the secret itself, so it cannot be a hash); the previous
 * one is accepted until `previous_signing_secret_until` after a rotation.
 */
export class WebhookSigningSecrets1763787600000 implements MigrationInterface {
  name = 'WebhookSigningSecrets1763787600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_tokens
      ADD COLUMN signing_secret bytea,
      ADD COLUMN previous_signing_secret bytea,
      ADD COLUMN previous_signing_secret_until timestamptz,
      ADD CONSTRAINT webhook_tokens_previous_secret_check CHECK ((previous_signing_secret IS NULL) = (previous_signing_secret_until IS NULL))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE webhook_tokens DROP CONSTRAINT webhook_tokens_previous_secret_check,
      DROP COLUMN previous_signing_secret_until, DROP COLUMN previous_signing_secret, DROP COLUMN signing_secret`);
  }
}
