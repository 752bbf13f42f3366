import {
  AdminCommand,
  PAGE_FIELDS,
  CommandUsageError,
  PAGE_OPTIONS,
  PAGE_USAGE,
  defineCommand,
  pageOptions,
  requiredOption,
  stringOption,
  wholeNumberOption,
} from '../../../../shared/admin-command';
import { API_KEY, ISSUED_KEY, ROTATED_KEY } from './account-answers';
import { mapPage } from '../../../../shared/list-page';
import { CreateApiKey } from '../../application/create-api-key.use-case';
import { ListApiKeys } from '../../application/list-api-keys.use-case';
import { RevokeApiKey } from '../../application/revoke-api-key.use-case';
import { RotateApiKey } from '../../application/rotate-api-key.use-case';
import { SCOPES } from '../../domain/api-key';
import { iso, toApiKeyOutput, toIssuedKeyOutput } from './account-outputs';
import { revokeCommand } from './revoke-command';

const first = (words: { positionals: readonly string[] }) => words.positionals[0];

/** `--expires-at` as a Date; a word that is no timestamp at all is a usage error. */
function expiry(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(value);
  // Years 1 to 9999: what PostgreSQL stores (and ISO 8601 writes with four digits).
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1 || at.getUTCFullYear() > 9999)
    throw new CommandUsageError(`--expires-at must be an ISO 8601 timestamp, got "${value.slice(0, 40)}"`);
  return at;
}

export const KEY_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'keys create',
    usage: '--name N --scopes a,b,c [--expires-at ISO]',
    arguments: ['ACCOUNT_ID'],
    options: { name: 'string', scopes: 'list', 'expires-at': 'string' },
    input: (words) => ({
      accountId: first(words),
      name: requiredOption(words, 'name', 'keys create'),
      scopes: requiredOption(words, 'scopes', `keys create (a comma-separated list of ${SCOPES.join(', ')})`)
        .split(',')
        .map((scope) => scope.trim())
        .filter(Boolean),
      expiresAt: expiry(stringOption(words, 'expires-at'))?.toISOString(),
    }),
    takes: { accountId: 'string', name: 'string', scopes: 'strings', expiresAt: 'string?' },
    useCase: CreateApiKey,
    run: async (createApiKey, input) => {
      // The command line's rule for --expires-at, also for an operation that did not come from one (the embedded socket).
      const { key, secret } = await createApiKey.execute({ ...input, expiresAt: expiry(input.expiresAt) });
      return toIssuedKeyOutput(key, secret);
    },
    http: {
      method: 'POST',
      path: '/accounts/:accountId/keys',
      status: 201,
      summary: 'Create an API key (its secret is in this answer only)',
      answer: ISSUED_KEY,
    },
  }),
  defineCommand({
    name: 'keys list',
    usage: PAGE_USAGE,
    arguments: ['ACCOUNT_ID'],
    options: PAGE_OPTIONS,
    list: true,
    input: (words) => ({ accountId: first(words), ...pageOptions(words) }),
    takes: { accountId: 'string', ...PAGE_FIELDS },
    useCase: ListApiKeys,
    run: async (listApiKeys, input) => mapPage(await listApiKeys.execute(input), toApiKeyOutput),
    http: { method: 'GET', path: '/accounts/:accountId/keys', summary: "List an account's API keys", answer: API_KEY },
  }),
  revokeCommand({
    name: 'keys revoke',
    argument: 'KEY_ID',
    useCase: RevokeApiKey,
    path: '/keys/:keyId',
    summary: 'Revoke an API key',
  }),
  defineCommand({
    name: 'keys rotate',
    usage: '[--grace-hours N]',
    arguments: ['KEY_ID'],
    options: { 'grace-hours': 'string' },
    input: (words) => ({
      id: first(words),
      graceHours: wholeNumberOption(words, 'grace-hours', 'a whole number of hours'),
    }),
    takes: { id: 'string', graceHours: 'number?' },
    useCase: RotateApiKey,
    run: async (rotateApiKey, input) => {
      const { key, secret, replaces, oldKeyValidUntil } = await rotateApiKey.execute(input);
      return { ...toIssuedKeyOutput(key, secret), replaces, oldKeyValidUntil: iso(oldKeyValidUntil) };
    },
    http: {
      method: 'POST',
      path: '/keys/:keyId/rotate',
      status: 201,
      summary: 'Rotate an API key with a grace period',
      answer: ROTATED_KEY,
    },
  }),
];
