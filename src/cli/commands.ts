import { parseArgs } from 'node:util';
import { SCOPES, isPlan, isScope } from '../modules/accounts';
import { isCalendarDate, isValidTimeZone } from '../shared/calendar';
import { UsageError } from './cli-errors';
import { generateRange } from './generate-range';
import { importEntriesFile } from './import-file';
import type { OperationTransport } from './transport';

export const USAGE = `Usage: npm run --silent admin -- <command> [options] [--json]

  accounts create --name N --plan advanced|free [--timezone TZ]
  accounts list
  accounts set-plan ACCOUNT_ID advanced|free
  keys create ACCOUNT_ID --name N --scopes a,b,c [--expires-at ISO]
  keys list ACCOUNT_ID
  keys revoke KEY_ID
  tokens create ACCOUNT_ID --name N
  tokens list ACCOUNT_ID
  tokens revoke TOKEN_ID
  entries import ACCOUNT_ID --file PATH
  generate ACCOUNT_ID --date YYYY-MM-DD
  generate ACCOUNT_ID --from YYYY-MM-DD --to YYYY-MM-DD
  jobs list [--account ACCOUNT_ID] [--failed] [--limit N]

Scopes: entries:list, entries:read, tags:read.
Exit codes: 0 success, 1 failure, 2 usage error.`;


export interface ParsedCommand {
  json: boolean;
  help: boolean;
  /** Runs the command; returns the result to print. */
  execute: (transport: OperationTransport, progress: (message: string) => void) => Promise<unknown>;
}

/** Parses argv into a runnable command; throws UsageError for anything malformed. */
export function parseCommand(argv: string[]): ParsedCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        name: { type: 'string' },
        plan: { type: 'string' },
        timezone: { type: 'string' },
        scopes: { type: 'string' },
        'expires-at': { type: 'string' },
        file: { type: 'string' },
        date: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        account: { type: 'string' },
        failed: { type: 'boolean' },
        limit: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const json = values.json ?? false;
  if (values.help || positionals.length === 0) return { json, help: true, execute: async () => USAGE };

  const [group, action, ...rest] = positionals;
  const command = group === 'generate' ? 'generate' : `${group} ${action ?? ''}`.trim();
  const args = group === 'generate' ? [action, ...rest].filter((arg) => arg !== undefined) : rest;
  const need = (count: number, names: string) => {
    if (args.length !== count) throw new UsageError(`${command} takes ${names || 'no positional arguments'}`);
    return args;
  };
  const option = (name: 'name' | 'file' | 'plan', label = `--${name}`) => {
    const value = values[name];
    if (value === undefined || value.trim() === '') throw new UsageError(`${command} requires ${label}`);
    return value;
  };
  const plan = (value: string) => {
    if (!isPlan(value)) throw new UsageError(`plan must be advanced or free, got "${value}"`);
    return value;
  };
  const op = (name: string, input: unknown = {}) => ({ json, help: false, execute: (transport: OperationTransport) => transport.run(name, input) });

  switch (command) {
    case 'accounts create': {
      need(0, '');
      const timezone = values.timezone;
      if (timezone !== undefined && !isValidTimeZone(timezone)) throw new UsageError(`timezone must be an IANA time zone name, got "${timezone}"`);
      return op('accounts.create', { name: option('name'), plan: plan(option('plan')), timezone });
    }
    case 'accounts list':
      need(0, '');
      return op('accounts.list');
    case 'accounts set-plan': {
      const [accountId, newPlan] = need(2, 'ACCOUNT_ID and a plan');
      return op('accounts.set-plan', { accountId, plan: plan(newPlan) });
    }
    case 'keys create': {
      const [accountId] = need(1, 'ACCOUNT_ID');
      const scopes = (values.scopes ?? '').split(',').map((scope) => scope.trim()).filter(Boolean);
      if (scopes.length === 0) throw new UsageError('keys create requires --scopes, a comma-separated list of entries:list, entries:read, tags:read');
      const unknown = scopes.filter((scope) => !isScope(scope));
      if (unknown.length > 0) throw new UsageError(`unknown scope ${unknown.join(', ')}; scopes are ${SCOPES.join(', ')}`);
      const expiresAt = values['expires-at'];
      if (expiresAt !== undefined && Number.isNaN(Date.parse(expiresAt))) throw new UsageError(`--expires-at must be an ISO 8601 timestamp, got "${expiresAt}"`);
      return op('keys.create', { accountId, name: option('name'), scopes, expiresAt: expiresAt && new Date(expiresAt).toISOString() });
    }
    case 'keys list':
    case 'tokens list':
      return op(`${group}.list`, { accountId: need(1, 'ACCOUNT_ID')[0] });
    case 'keys revoke':
    case 'tokens revoke':
      return op(`${group}.revoke`, { id: need(1, group === 'keys' ? 'KEY_ID' : 'TOKEN_ID')[0] });
    case 'tokens create': {
      const [accountId] = need(1, 'ACCOUNT_ID');
      return op('tokens.create', { accountId, name: option('name') });
    }
    case 'entries import': {
      const [accountId] = need(1, 'ACCOUNT_ID');
      const file = option('file');
      return { json, help: false, execute: (transport, progress) => importEntriesFile(transport, accountId, file, progress) };
    }
    case 'generate': {
      const [accountId] = need(1, 'ACCOUNT_ID');
      const dates = { date: values.date, from: values.from, to: values.to };
      for (const [name, value] of Object.entries(dates)) {
        if (value !== undefined && !isCalendarDate(value)) throw new UsageError(`--${name} must be a real day as YYYY-MM-DD, got "${value}"`);
      }
      if (dates.date !== undefined && (dates.from !== undefined || dates.to !== undefined)) throw new UsageError('give either --date or --from and --to');
      if (dates.date !== undefined) return op('generate.day', { accountId, date: dates.date });
      if (dates.from === undefined || dates.to === undefined) throw new UsageError('generate requires --date, or --from and --to');
      if (dates.from > dates.to) throw new UsageError('--from must not be later than --to');
      const range = { accountId, from: dates.from, to: dates.to };
      return { json, help: false, execute: (transport, progress) => generateRange(transport, range, progress) };
    }
    case 'jobs list': {
      need(0, '');
      const limit = values.limit;
      if (limit !== undefined && !/^\d{1,4}$/.test(limit)) throw new UsageError(`--limit must be a whole number from 1 to 1000, got "${limit}"`);
      return op('jobs.list', { accountId: values.account, failed: values.failed ?? false, limit: limit === undefined ? undefined : Number(limit) });
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}
