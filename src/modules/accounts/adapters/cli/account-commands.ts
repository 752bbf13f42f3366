import {
  AdminCommand,
  PAGE_FIELDS,
  CommandUsageError,
  PAGE_OPTIONS,
  PAGE_USAGE,
  bodyString,
  defineCommand,
  pageOptions,
  requiredOption,
  stringOption,
  wholeNumberOption,
} from '../../../../shared/admin-command';
import { mapPage } from '../../../../shared/list-page';
import { CreateAccount } from '../../application/create-account.use-case';
import { CreateApiKey } from '../../application/create-api-key.use-case';
import { CreateWebhookToken } from '../../application/create-webhook-token.use-case';
import { ListAccounts } from '../../application/list-accounts.use-case';
import { ListApiKeys } from '../../application/list-api-keys.use-case';
import { RevokeApiKey } from '../../application/revoke-api-key.use-case';
import { RotateApiKey } from '../../application/rotate-api-key.use-case';
import { RevokeWebhookToken } from '../../application/revoke-webhook-token.use-case';
import { RotateWebhookSigningSecret } from '../../application/rotate-webhook-signing-secret.use-case';
import { SetAccountPlan } from '../../application/set-account-plan.use-case';
import { CreateOperator } from '../../application/create-operator.use-case';
import { ListOperators } from '../../application/list-operators.use-case';
import { RevokeOperator } from '../../application/revoke-operator.use-case';
import { SCOPES } from '../../domain/api-key';
import { iso, toAccountOutput, toApiKeyOutput, toIssuedKeyOutput } from './account-outputs';

// The admin CLI's JSON contract (decisions.md). The values are the use cases' to judge (exit 2 when invalid).

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

export const ACCOUNT_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'accounts create',
    usage: '--name N --plan advanced|free [--timezone TZ]',
    arguments: [],
    options: { name: 'string', plan: 'string', timezone: 'string' },
    input: (words) => ({
      name: requiredOption(words, 'name', 'accounts create'),
      plan: requiredOption(words, 'plan', 'accounts create'),
      timezone: stringOption(words, 'timezone'),
    }),
    takes: { name: 'string', plan: 'string', timezone: 'string?' },
    useCase: CreateAccount,
    run: async (createAccount, input) => toAccountOutput(await createAccount.execute(input)),
    http: { method: 'POST', path: '/accounts', status: 201, summary: 'Create an account' },
  }),
  defineCommand({
    name: 'accounts list',
    usage: PAGE_USAGE,
    arguments: [],
    options: PAGE_OPTIONS,
    list: true,
    input: (words) => pageOptions(words),
    takes: PAGE_FIELDS,
    useCase: ListAccounts,
    run: async (listAccounts, input) => mapPage(await listAccounts.execute(input), toAccountOutput),
    http: { method: 'GET', path: '/accounts', summary: 'List accounts' },
  }),
  defineCommand({
    name: 'accounts set-plan',
    usage: '',
    arguments: ['ACCOUNT_ID', 'advanced|free'],
    input: (words) => ({ accountId: words.positionals[0], plan: words.positionals[1] }),
    takes: { accountId: 'string', plan: 'string' },
    useCase: SetAccountPlan,
    run: async (setAccountPlan, input) => toAccountOutput(await setAccountPlan.execute(input)),
    http: {
      method: 'PATCH',
      path: '/accounts/:accountId',
      fields: ['plan'],
      operation: (call) => ({ accountId: call.params.accountId, plan: bodyString(call, 'plan') }),
      summary: "Change an account's plan (body `{ plan }`)",
    },
  }),
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
    http: { method: 'GET', path: '/accounts/:accountId/keys', summary: "List an account's API keys" },
  }),
  defineCommand({
    name: 'keys revoke',
    usage: '',
    arguments: ['KEY_ID'],
    input: (words) => ({ id: first(words) }),
    takes: { id: 'string' },
    useCase: RevokeApiKey,
    run: async (revokeApiKey, input) => {
      const key = await revokeApiKey.execute(input.id);
      return { id: key.id, revokedAt: iso(key.revokedAt) };
    },
    http: { method: 'DELETE', path: '/keys/:keyId', summary: 'Revoke an API key' },
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
    },
  }),
  defineCommand({
    name: 'tokens create',
    usage: '--name N [--signing-secret]',
    arguments: ['ACCOUNT_ID'],
    options: { name: 'string', 'signing-secret': 'boolean' },
    input: (words) => ({
      accountId: first(words),
      name: requiredOption(words, 'name', 'tokens create'),
      signingSecret: words.options['signing-secret'] === true,
    }),
    takes: { accountId: 'string', name: 'string', signingSecret: 'boolean?' },
    useCase: CreateWebhookToken,
    run: async (createWebhookToken, input) => {
      const { token, secret, signingSecret } = await createWebhookToken.execute(input);
      return {
        id: token.id,
        name: token.name,
        token: secret,
        prefix: token.displayPrefix,
        createdAt: iso(token.createdAt),
        ...(signingSecret ? { signingSecret } : {}),
      };
    },
    http: {
      method: 'POST',
      path: '/accounts/:accountId/tokens',
      status: 201,
      summary: 'Create a webhook token (and signing secret), shown in this answer only',
    },
  }),
  defineCommand({
    name: 'tokens rotate-secret',
    usage: '',
    arguments: ['TOKEN_ID'],
    input: (words) => ({ id: first(words) }),
    takes: { id: 'string' },
    useCase: RotateWebhookSigningSecret,
    run: async (rotateWebhookSigningSecret, input) => {
      const { token, signingSecret, previousSecretValidUntil } = await rotateWebhookSigningSecret.execute(input.id);
      return { id: token.id, signingSecret, previousSecretValidUntil: iso(previousSecretValidUntil) };
    },
    http: {
      method: 'POST',
      path: '/tokens/:tokenId/rotate-secret',
      summary: "Rotate a webhook token's signing secret",
    },
  }),
  defineCommand({
    name: 'tokens revoke',
    usage: '',
    arguments: ['TOKEN_ID'],
    input: (words) => ({ id: first(words) }),
    takes: { id: 'string' },
    useCase: RevokeWebhookToken,
    run: async (revokeWebhookToken, input) => {
      const token = await revokeWebhookToken.execute(input.id);
      return { id: token.id, revokedAt: iso(token.revokedAt) };
    },
    http: { method: 'DELETE', path: '/tokens/:tokenId', summary: 'Revoke a webhook token' },
  }),
  defineCommand({
    name: 'operators create',
    usage: '--name N',
    arguments: [],
    options: { name: 'string' },
    input: (words) => ({ name: requiredOption(words, 'name', 'operators create') }),
    takes: { name: 'string' },
    useCase: CreateOperator,
    run: async (createOperator, input) => {
      const { operator, token } = await createOperator.execute(input);
      return {
        id: operator.id,
        name: operator.name,
        token,
        prefix: operator.displayPrefix,
        createdAt: iso(operator.createdAt),
      };
    },
    http: {
      method: 'POST',
      path: '/operators',
      status: 201,
      summary: 'Create an operator token (shown in this answer only)',
    },
  }),
  defineCommand({
    name: 'operators list',
    usage: PAGE_USAGE,
    arguments: [],
    options: PAGE_OPTIONS,
    list: true,
    input: (words) => pageOptions(words),
    takes: PAGE_FIELDS,
    useCase: ListOperators,
    run: async (listOperators, input) =>
      mapPage(await listOperators.execute(input), (operator) => ({
        id: operator.id,
        name: operator.name,
        prefix: operator.displayPrefix,
        createdAt: iso(operator.createdAt),
        lastUsedAt: iso(operator.lastUsedAt),
        revokedAt: iso(operator.revokedAt),
      })),
    http: { method: 'GET', path: '/operators', summary: 'List operator tokens' },
  }),
  defineCommand({
    name: 'operators revoke',
    usage: '',
    arguments: ['OPERATOR_ID'],
    input: (words) => ({ id: first(words) }),
    takes: { id: 'string' },
    useCase: RevokeOperator,
    run: async (revokeOperator, input) => {
      const operator = await revokeOperator.execute(input.id);
      return { id: operator.id, revokedAt: iso(operator.revokedAt) };
    },
    http: { method: 'DELETE', path: '/operators/:operatorId', summary: 'Revoke an operator token' },
  }),
];
