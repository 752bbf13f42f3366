import {
  AdminCommand,
  PAGE_FIELDS,
  PAGE_OPTIONS,
  PAGE_USAGE,
  bodyString,
  defineCommand,
  pageOptions,
  requiredOption,
  stringOption,
} from '../../../../shared/admin-command';
import { ACCOUNT } from './account-answers';
import { mapPage } from '../../../../shared/list-page';
import { CreateAccount } from '../../application/create-account.use-case';
import { ListAccounts } from '../../application/list-accounts.use-case';
import { SetAccountPlan } from '../../application/set-account-plan.use-case';
import { toAccountOutput } from './account-outputs';
import { KEY_COMMANDS } from './key-commands';
import { OPERATOR_COMMANDS } from './operator-commands';
import { TOKEN_COMMANDS } from './token-commands';

// The admin CLI's JSON contract (decisions.md). The values are the use cases' to judge (exit 2 when invalid).

const ACCOUNTS_ONLY: AdminCommand[] = [
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
