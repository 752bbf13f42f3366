import { AdminCommand, CommandUsageError, defineCommand, requiredOption, stringOption, wholeNumberOption } from '../../../../shared/admin-command';
import { CreateAccount } from '../../application/create-account.use-case';
import { CreateApiKey } from '../../application/create-api-key.use-case';
import { CreateWebhookToken } from '../../application/create-webhook-token.use-case';
import { ListAccounts } from '../../application/list-accounts.use-case';
import { ListApiKeys } from '../../application/list-api-keys.use-case';
import { RevokeApiKey } from '../../application/revoke-api-key.use-case';
import { RotateApiKey } from '../../application/rotate-api-key.use-case';
import { RevokeWebhookToken } from '../../application/revoke-webhook-token.use-case';
import { SetAccountPlan } from '../../application/set-account-plan.use-case';
import { SCOPES } from '../../domain/api-key';
import { iso, toAccountOutput, toApiKeyOutput, toIssuedKeyOutput } from './account-outputs';

// The admin CLI's JSON contract (decisions.md). The values are the use cases' to judge (exit 2 when invalid).

const first = (words: { positionals: readonly string[] }) => words.positionals[0];

/** `--expires-at` as a Date; a word that is no timestamp at all is a usage error. */
function expiry(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  if (Number.isNaN(Date.parse(value))) throw new CommandUsageError(`--expires-at must be an ISO 8601 timestamp, got "${value}"`);
  return new Date(value);
}

export const ACCOUNT_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'accounts create',
    usage: '--name N --plan advanced|free [--timezone TZ]',
    arguments: [],
    options: { name: 'string', plan: 'string', timezone: 'string' },
    input: (words) => ({ name: requiredOption(words, 'name', 'accounts create'), plan: requiredOption(words, 'plan', 'accounts create'), timezone: stringOption(words, 'timezone') }),
    useCase: CreateAccount,
    run: async (createAccount, input) => toAccountOutput(await createAccount.execute(input)),
  }),
  defineCommand({
    name: 'accounts list',
    usage: '',
    arguments: [],
    input: () => ({}),
    useCase: ListAccounts,
    run: async (listAccounts) => (await listAccounts.execute()).map(toAccountOutput),
  }),
  defineCommand({
    name: 'accounts set-plan',
    usage: '',
    arguments: ['ACCOUNT_ID', 'advanced|free'],
    input: (words) => ({ accountId: words.positionals[0], plan: words.positionals[1] }),
    useCase: SetAccountPlan,
    run: async (setAccountPlan, input) => toAccountOutput(await setAccountPlan.execute(input)),
  }),
  defineCommand({
    name: 'keys create',
    usage: '--name N --scopes a,b,c [--expires-at ISO]',
    arguments: ['ACCOUNT_ID'],
    options: { name: 'string', scopes: 'string', 'expires-at': 'string' },
    input: (words) => ({
      accountId: first(words),
      name: requiredOption(words, 'name', 'keys create'),
      scopes: requiredOption(words, 'scopes', `keys create (a comma-separated list of ${SCOPES.join(', ')})`)
        .split(',')
        .map((scope) => scope.trim())
        .filter(Boolean),
      expiresAt: expiry(stringOption(words, 'expires-at'))?.toISOString(),
    }),
    useCase: CreateApiKey,
    run: async (createApiKey, input) => {
      const { key, secret } = await createApiKey.execute({ ...input, expiresAt: input.expiresAt ? new Date(input.expiresAt) : undefined });
      return toIssuedKeyOutput(key, secret);
    },
  }),
  defineCommand({
    name: 'keys list',
    usage: '',
    arguments: ['ACCOUNT_ID'],
    input: (words) => ({ accountId: first(words) }),
    useCase: ListApiKeys,
    run: async (listApiKeys, input) => (await listApiKeys.execute(input.accountId)).map(toApiKeyOutput),
  }),
  defineCommand({
    name: 'keys revoke',
    usage: '',
    arguments: ['KEY_ID'],
    input: (words) => ({ id: first(words) }),
    useCase: RevokeApiKey,
    run: async (revokeApiKey, input) => {
      const key = await revokeApiKey.execute(input.id);
      return { id: key.id, revokedAt: iso(key.revokedAt) };
    },
  }),
  defineCommand({
    name: 'keys rotate',
    usage: '[--grace-hours N]',
    arguments: ['KEY_ID'],
    options: { 'grace-hours': 'string' },
    input: (words) => ({ id: first(words), graceHours: wholeNumberOption(words, 'grace-hours', 'a whole number of hours') }),
    useCase: RotateApiKey,
    run: async (rotateApiKey, input) => {
      const { key, secret, replaces, oldKeyValidUntil } = await rotateApiKey.execute(input);
      return { ...toIssuedKeyOutput(key, secret), replaces, oldKeyValidUntil: iso(oldKeyValidUntil) };
    },
  }),
  defineCommand({
    name: 'tokens create',
    usage: '--name N',
    arguments: ['ACCOUNT_ID'],
    options: { name: 'string' },
    input: (words) => ({ accountId: first(words), name: requiredOption(words, 'name', 'tokens create') }),
    useCase: CreateWebhookToken,
    run: async (createWebhookToken, input) => {
      const { token, secret } = await createWebhookToken.execute(input);
      return { id: token.id, name: token.name, token: secret, prefix: token.displayPrefix, createdAt: iso(token.createdAt) };
    },
  }),
  defineCommand({
    name: 'tokens revoke',
    usage: '',
    arguments: ['TOKEN_ID'],
    input: (words) => ({ id: first(words) }),
    useCase: RevokeWebhookToken,
    run: async (revokeWebhookToken, input) => {
      const token = await revokeWebhookToken.execute(input.id);
      return { id: token.id, revokedAt: iso(token.revokedAt) };
    },
  }),
];
