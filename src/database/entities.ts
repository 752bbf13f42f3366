import { AccountSchema, ApiKeySchema, WebhookTokenSchema } from '../modules/accounts';

/** The TypeORM entity schemas of every module (the schema itself is the migrations' business). */
export const ENTITIES = [AccountSchema, ApiKeySchema, WebhookTokenSchema];
