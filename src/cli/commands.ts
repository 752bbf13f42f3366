import { parseArgs } from 'node:util';
import { SCOPES } from '../modules/accounts';
import { AdminCommand, CommandUsageError, ListPage, usageLine, wireName } from '../shared/admin-command';
import { ADMIN_COMMANDS, commandByWords } from '../admin/command-registry';
import { closest } from './suggest';
import type { OperationTransport } from './transport';

export const USAGE = `Usage: npm run --silent admin -- <command> [options] [--json]

${[...ADMIN_COMMANDS]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((command) => `  ${usageLine(command)}`)
  .join('\n')}

Scopes: ${SCOPES.join(', ')}.
Exit codes: 0 success, 1 failure, 2 usage error.`;

export interface ParsedCommand {
  json: boolean;
  /** `--help`: the text to print instead of running anything. */
  help?: string;
  /** Runs the command; returns the result to print. */
  execute: (transport: OperationTransport, progress: (message: string) => void) => Promise<unknown>;
  /** A whole list (no `--limit`, no `--after`): its pages one after the other, printed as one array. */
  pages?: (transport: OperationTransport) => AsyncGenerator<unknown[]>;
}

/** The page size of a whole list read by the CLI: memory holds one page. */
const CLI_PAGE_LIMIT = 1_000;

/** Options every command takes. */
const COMMON_OPTIONS = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

/** The usage of one command, as shown with its usage errors and its --help. */
export const commandUsage = (command: AdminCommand): string =>
  `Usage: npm run --silent admin -- ${usageLine(command)} [--json]`;

const HELP_HINT = 'Run `npm run --silent admin -- --help` for every command.';

/** Parses argv into a runnable command; throws CommandUsageError for anything malformed. */
export function parseCommand(argv: string[]): ParsedCommand {
  // The command's words come first (one or two of them); its own options are then parsed strictly.
  const loose = parseArgs({ args: argv, allowPositionals: true, strict: false, options: COMMON_OPTIONS });
  const json = loose.values.json === true;
  const words = loose.positionals;
  if (argv.length === 0) throw new CommandUsageError('no command given', USAGE);
  const command = commandByWords(words.slice(0, 2).join(' ')) ?? commandByWords(words[0] ?? '');
  if (loose.values.help === true)
    return { json, help: command ? commandUsage(command) : USAGE, execute: async () => undefined };
  if (!command) {
    const typed = words.slice(0, 2).join(' ');
    const meant =
      closest(
        typed,
        ADMIN_COMMANDS.map((candidate) => candidate.name),
      ) ?? closest(words[0] ?? '', [...new Set(ADMIN_COMMANDS.map((candidate) => candidate.name.split(' ')[0]))]);
    throw new CommandUsageError(
      `unknown command "${typed.slice(0, 80)}"${meant ? `; did you mean "${meant}"?` : ''}\n${HELP_HINT}`,
    );
  }
  const nameLength = command.name.split(' ').length;
  const usage = commandUsage(command);
  // A list option is a comma-separated string on the command line.
  const declared = {
    ...COMMON_OPTIONS,
    ...Object.fromEntries(
      Object.entries(command.options ?? {}).map(([name, type]) => [
        name,
        { type: type === 'boolean' ? type : 'string' },
      ]),
    ),
  };
  refuseUnknownOptions(argv, command, Object.keys(declared), usage);

  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: declared });
  } catch (error) {
    throw new CommandUsageError(parseArgsMessage(error as Error & { code?: string }, argv), usage);
  }
  const positionals = parsed.positionals.slice(nameLength);
  if (positionals.length !== command.arguments.length) {
    throw new CommandUsageError(
      `${command.name} takes ${command.arguments.length === 0 ? 'no positional arguments' : command.arguments.join(' and ')}`,
      usage,
    );
  }
  let input;
  try {
    input = command.input({ positionals, options: parsed.values as Record<string, string | boolean | undefined> });
  } catch (error) {
    if (error instanceof CommandUsageError && error.usage === undefined)
      throw new CommandUsageError(error.message, usage);
    throw error;
  }
  const name = wireName(command);
  if (command.list) {
    const page = input as { limit?: number; after?: string };
    return {
      json,
      // One page asked for: its items.
      execute: async (transport) => ((await transport.run(name, input)) as ListPage).items,
      pages:
        page.limit === undefined && page.after === undefined
          ? (transport) => everyPage(transport, name, input as Record<string, unknown>)
          : undefined,
    };
  }
  return {
    json,
    execute: (transport, progress) =>
      command.client ? command.client(input, transport, progress) : transport.run(name, input),
  };
}

async function* everyPage(
  transport: OperationTransport,
  name: string,
  input: Record<string, unknown>,
): AsyncGenerator<unknown[]> {
  let after: string | undefined;
  do {
    const page = (await transport.run(name, { ...input, limit: CLI_PAGE_LIMIT, after })) as ListPage;
    yield page.items;
    after = page.next ?? undefined;
  } while (after !== undefined);
}

/** `--nmae`: named in words, with the option that was probably meant (Node's message quotes it oddly). */
function refuseUnknownOptions(argv: string[], command: AdminCommand, known: string[], usage: string): void {
  for (const arg of argv) {
    if (arg === '--') return;
    if (!arg.startsWith('--')) continue;
    const name = arg.slice(2).split('=')[0];
    if (known.includes(name)) continue;
    const meant = closest(name, known);
    throw new CommandUsageError(
      `unknown option --${name.slice(0, 60)} for ${command.name}${meant ? `; did you mean --${meant}?` : ''}`,
      usage,
    );
  }
}

function parseArgsMessage(error: Error & { code?: string }, argv: string[]): string {
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const option = argv.find((arg) => error.message.includes(`'${arg}`) && arg.startsWith('-'));
    return option ? `${option} needs a value` : 'an option needs a value';
  }
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return 'unknown short option; options are written --name';
  return error.message;
}
