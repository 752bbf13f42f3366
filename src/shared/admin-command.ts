import type { Answer } from './json-schema';

/**
 * One operation of the admin surface, declared once in its module's
 * `adapters/cli`: the words that name it, its usage line, its arguments and
 * options, how the command line becomes the use case's input, and the use case
 * it runs. Every transport dispatches from the same list: the CLI in its own
 * process, the embedded server's socket, and any other that comes.
 */
/** `Input` comes from the command line; `Operation` is what one operation takes (the same, unless a client step splits the command). */
export interface AdminCommand<UseCase = any, Input = any, Operation = Input> {
  /** The words on the command line, e.g. `keys create`; the operation's wire name is `keys.create`. */
  readonly name: string;
  /** The options part of its usage line, e.g. `--name N [--expires-at ISO]`. */
  readonly usage: string;
  /** The positional arguments it takes, by the names its usage and its errors show (`ACCOUNT_ID`). */
  readonly arguments: readonly string[];
  /** The options it accepts, by name (without `--`); a `list` is a comma-separated string (over HTTP also an array of strings). */
  readonly options?: Readonly<Record<string, OptionType>>;
  /**
   * The operation answers one page of a list, `{ items, next }`, given `limit` and `after` (PAGE_OPTIONS): over HTTP
   * `{ data, nextCursor }`; the CLI prints every page as one array, or the one page asked for with `--limit`/`--after`.
   */
  readonly list?: boolean;
  /**
   * The operation's input from the words given. Throws CommandUsageError when
   * the words do not make a command; the values are the use case's to judge.
   */
  readonly input: (words: CommandWords) => Input;
  /**
   * The operation's fields and their types: what `run` takes from any transport (the CLI in process, the embedded
   * socket, the HTTP API). An operation of another shape is a usage error before the use case sees it.
   */
  readonly takes: OperationShape;
  /** The use case's class, resolved where the database is. */
  readonly useCase: abstract new (...args: any[]) => UseCase;
  /** Runs the use case and shapes its answer (the JSON the transports print). */
  readonly run: (useCase: UseCase, input: Operation) => Promise<unknown>;
  /** A command made of several operations on the client's side (a file read in batches, a range of days). */
  readonly client?: (
    input: Input,
    operations: CommandOperations,
    progress: (message: string) => void,
  ) => Promise<unknown>;
  /** Its resource-shaped route in the admin HTTP API (`/admin/v1`). */
  readonly http: AdminRoute<Operation>;
}

/**
 * Where a command is in the admin HTTP API. By default the request becomes the
 * command line: the path's `:segments` are the positional arguments in order,
 * and the JSON body's fields (POST, PATCH) or the query's (GET, DELETE) are the
 * options (camelCase for `--kebab-case`; arrays of words for comma lists), so the
 * CLI's own input rules apply.
 */
export interface AdminRoute<Operation = unknown> {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /admin/v1, e.g. `/accounts/:accountId/keys`. */
  readonly path: string;
  /** 201 for a creation. */
  readonly status?: 200 | 201;
  /** The operation from the request, for a command whose operation is not its command line (a client step). */
  readonly operation?: (call: HttpCall) => Operation;
  /** With `operation`: the body's (POST, PATCH) or query's (GET, DELETE) fields it reads; any other is refused (400). */
  readonly fields?: readonly string[];
  /** The operation answers pages `{ items, next }`: streamed as JSON Lines, each page asked with `after: next`. */
  readonly pages?: boolean;
  /** What a success answers (for a list: one item), documented with an example in the OpenAPI document. */
  readonly answer?: Answer;
  readonly summary: string;
}

export interface HttpCall {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly body: unknown;
}

/** A string field of a request's JSON body; a usage error (400) when it is missing or not a string. */
export function bodyString(call: HttpCall, name: string): string {
  const value = (call.body as Record<string, unknown> | null | undefined)?.[name];
  if (typeof value !== 'string') throw new CommandUsageError(`the body's ${name} must be a string`);
  return value;
}

export type OptionType = 'string' | 'boolean' | 'list';

/** A field of an operation: `?` when it may be left out (or null). */
export type FieldType = 'string' | 'string?' | 'number?' | 'boolean?' | 'strings' | 'strings?' | 'array';
export type OperationShape = Readonly<Record<string, FieldType>>;

/** The fields of a page of a list operation. */
export const PAGE_FIELDS = { limit: 'number?', after: 'string?' } as const;

/** The options of every list command: which page (decisions.md "Admin lists"). */
export const PAGE_OPTIONS = { limit: 'string', after: 'string' } as const;
export const PAGE_USAGE = '[--limit N] [--after CURSOR]';

/** `--limit N --after CURSOR` as given (their values are the use case's to judge); both undefined: every page. */
export function pageOptions(words: CommandWords): { limit?: number; after?: string } {
  return {
    limit: wholeNumberOption(words, 'limit', 'a whole number from 1 to 1000'),
    after: stringOption(words, 'after'),
  };
}

/** One page of a list operation's answer. */
export interface ListPage<T = unknown> {
  readonly items: T[];
  readonly next: string | null;
}

export interface CommandWords {
  readonly positionals: readonly string[];
  readonly options: Readonly<Record<string, string | boolean | undefined>>;
}

/** Runs an operation by wire name wherever the database is. */
export interface CommandOperations {
  run(name: string, input?: unknown): Promise<unknown>;
}

/** The command line itself is wrong: exit code 2. */
export class CommandUsageError extends Error {
  /** @param usage the usage to show with the message: the command's own line, or the whole list */
  constructor(
    message: string,
    readonly usage?: string,
  ) {
    super(message);
  }
}

export const defineCommand = <UseCase, Input, Operation = Input>(
  command: AdminCommand<UseCase, Input, Operation>,
): AdminCommand<UseCase, Input, Operation> => command;

export const wireName = (command: AdminCommand): string => command.name.replace(/ /g, '.');

/** The command's line in the usage text: its words, arguments and options. */
export const usageLine = (command: AdminCommand): string =>
  [command.name, ...command.arguments, command.usage].filter(Boolean).join(' ');

/** A required option's value; a usage error when it is missing or blank. */
export function requiredOption(words: CommandWords, name: string, command: string): string {
  const value = words.options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new CommandUsageError(`${command} requires --${name}`);
  return value;
}

/** A whole-number option (digits only; its range is the use case's to judge); a usage error for anything else. */
export function wholeNumberOption(words: CommandWords, name: string, meaning: string): number | undefined {
  const value = stringOption(words, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new CommandUsageError(`--${name} must be ${meaning}, got "${value}"`);
  return Number(value);
}

/** A comma-separated list option ("a,b,c"), its items trimmed, empty ones left out. */
export function listOption(words: CommandWords, name: string): string[] | undefined {
  return stringOption(words, name)
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function stringOption(words: CommandWords, name: string): string | undefined {
  const value = words.options[name];
  return typeof value === 'string' ? value : undefined;
}
