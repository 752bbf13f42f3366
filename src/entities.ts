import { AccountSchema, ApiKeySchema, WebhookTokenSchema } from './modules/accounts';

/** The TypeORM entity schemas the modules contribute, listed at the composition root (the schema itself is the migrations' business). */
export const ENTITIES = [AccountSchema, ApiKeySchema, WebhookTokenSchema];
