import {
  AdminCommand,
  PAGE_FIELDS,
  PAGE_OPTIONS,
  PAGE_USAGE,
  bodyString,
  defineCommand,
  listOption,
  pageOptions,
  requiredOption,
  stringOption,
} from '../../../../shared/admin-command';
import { ACCOUNT } from './account-answers';
import { mapPage } from '../../../../shared/list-page';
import { CreateAccount } from '../../application/create-account.use-case';
import { ListAccounts } from '../../application/list-accounts.use-case';
import { SetAccountPlan } from '../../application/set-account-plan.use-case';
import { ShowAccount } from '../../application/show-account.use-case';
import { UpdateAccount } from '../../application/update-account.use-case';
import { toAccountOutput } from './account-outputs';
import { KEY_COMMANDS } from './key-commands';
import { OPERATOR_COMMANDS } from './operator-commands';
import { TOKEN_COMMANDS } from './token-commands';

// The admin CLI's JSON contract (decisions.md). The values are the use cases' to judge (exit 2 when invalid).

const ACCOUNTS_ONLY: AdminCommand[] = [
  defineCommand({
    name: 'accounts create',
    usage: '--name N --plan advanced|free [--timezone TZ] [--identities "Ada Lovelace,ada@example.com,@ada"]',
    arguments: [],
    options: { name: 'string', plan: 'string', timezone: 'string', identities: 'list' },
    input: (words) => ({
      name: requiredOption(words, 'name', 'accounts create'),
      plan: requiredOption(words, 'plan', 'accounts create'),
      timezone: stringOption(words, 'timezone'),
      identities: listOption(words, 'identities'),
    }),
    takes: { name: 'string', plan: 'string', timezone: 'string?', identities: 'strings?' },
    useCase: CreateAccount,
    run: async (createAccount, input) => toAccountOutput(await createAccount.execute(input)),
    http: { method: 'POST', path: '/accounts', status: 201, summary: 'Create an account', answer: ACCOUNT },
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
    http: { method: 'GET', path: '/accounts', summary: 'List accounts', answer: ACCOUNT },
  }),
  defineCommand({
    name: 'accounts show',
    usage: '',
    arguments: ['ACCOUNT_ID'],
    input: (words) => ({ accountId: words.positionals[0] }),
    takes: { accountId: 'string' },
    useCase: ShowAccount,
    run: async (showAccount, input) => toAccountOutput(await showAccount.execute(input)),
    http: { method: 'GET', path: '/accounts/:accountId', summary: 'An account with every setting', answer: ACCOUNT },
  }),
  defineCommand({
    name: 'accounts update',
    usage: '[--name N] [--plan advanced|free] [--timezone TZ] [--identities "Ada Lovelace,ada@example.com,@ada"]',
    arguments: ['ACCOUNT_ID'],
    options: { name: 'string', plan: 'string', timezone: 'string', identities: 'list' },
    input: (words) => ({
      accountId: words.positionals[0],
      name: stringOption(words, 'name'),
      plan: stringOption(words, 'plan'),
      timezone: stringOption(words, 'timezone'),
      identities: listOption(words, 'identities'),
    }),
    takes: { accountId: 'string', name: 'string?', plan: 'string?', timezone: 'string?', identities: 'strings?' },
    useCase: UpdateAccount,
    run: async (updateAccount, input) => toAccountOutput(await updateAccount.execute(input)),
    http: {
      method: 'PATCH',
      path: '/accounts/:accountId',
      summary: "Change an account's settings (`identities` replaces the list)",
      answer: ACCOUNT,
    },
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
      method: 'POST',
      path: '/accounts/:accountId/plan',
      fields: ['plan'],
      operation: (call) => ({ accountId: call.params.accountId, plan: bodyString(call, 'plan') }),
      summary: "Change an account's plan (body `{ plan }`; `PATCH /accounts/{id}` takes `plan` too)",
      answer: ACCOUNT,
    },
  }),
];

/** Accounts, their API keys and webhook tokens, and the operators of the admin API. */
export const ACCOUNT_COMMANDS: AdminCommand[] = [
  ...ACCOUNTS_ONLY,
  ...KEY_COMMANDS,
  ...TOKEN_COMMANDS,
  ...OPERATOR_COMMANDS,
];
