import { parseArgs } from 'node:util';
import { SCOPES } from '../modules/accounts';
import { CommandUsageError, usageLine, wireName } from '../shared/admin-command';
import { ADMIN_COMMANDS, commandByWords } from './registry';
import type { OperationTransport } from './transport';

export const USAGE = `Usage: npm run --silent admin -- <command> [options] [--json]

${[...ADMIN_COMMANDS].sort((a, b) => a.name.localeCompare(b.name)).map((command) => `  ${usageLine(command)}`).join('\n')}

Scopes: ${SCOPES.join(', ')}.
Exit codes: 0 success, 1 failure, 2 usage error.`;

export interface ParsedCommand {
  json: boolean;
  help: boolean;
  /** Runs the command; returns the result to print. */
  execute: (transport: OperationTransport, progress: (message: string) => void) => Promise<unknown>;
}

/** Options every command takes. */
const COMMON_OPTIONS = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

/** Parses argv into a runnable command; throws CommandUsageError for anything malformed. */
export function parseCommand(argv: string[]): ParsedCommand {
  // The command's words come first (one or two of them); its own options are then parsed strictly.
  const loose = parseArgs({ args: argv, allowPositionals: true, strict: false, options: COMMON_OPTIONS });
  const json = loose.values.json === true;
  const words = loose.positionals;
  if (loose.values.help === true || argv.length === 0) return { json, help: true, execute: async () => USAGE };
  const command = commandByWords(words.slice(0, 2).join(' ')) ?? commandByWords(words[0] ?? '');
  if (!command) throw new CommandUsageError(`unknown command "${words.slice(0, 2).join(' ')}"`);
  const nameLength = command.name.split(' ').length;

  let parsed;
  try {
    const options = Object.fromEntries(Object.entries(command.options ?? {}).map(([name, type]) => [name, { type }]));
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { ...COMMON_OPTIONS, ...options } });
  } catch (error) {
    throw new CommandUsageError((error as Error).message);
  }
  const positionals = parsed.positionals.slice(nameLength);
  if (positionals.length !== command.arguments.length) {
    throw new CommandUsageError(`${command.name} takes ${command.arguments.length === 0 ? 'no positional arguments' : command.arguments.join(' and ')}`);
  }
  const input = command.input({ positionals, options: parsed.values as Record<string, string | boolean | undefined> });
  return {
    json,
    help: false,
    execute: (transport, progress) => (command.client ? command.client(input, transport, progress) : transport.run(wireName(command), input)),
  };
}
