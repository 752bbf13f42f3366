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
  /** The options it accepts, by name (without `--`). */
  readonly options?: Readonly<Record<string, 'string' | 'boolean'>>;
  /**
   * The operation's input from the words given. Throws CommandUsageError when
   * the words do not make a command; the values are the use case's to judge.
   */
  readonly input: (words: CommandWords) => Input;
  /** The use case's class, resolved where the database is. */
  readonly useCase: abstract new (...args: any[]) => UseCase;
  /** Runs the use case and shapes its answer (the JSON the transports print). */
  readonly run: (useCase: UseCase, input: Operation) => Promise<unknown>;
  /** A command made of several operations on the client's side (a file read in batches, a range of days). */
  readonly client?: (input: Input, operations: CommandOperations, progress: (message: string) => void) => Promise<unknown>;
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
export class CommandUsageError extends Error {}

export const defineCommand = <UseCase, Input, Operation = Input>(command: AdminCommand<UseCase, Input, Operation>): AdminCommand<UseCase, Input, Operation> => command;

export const wireName = (command: AdminCommand): string => command.name.replace(/ /g, '.');

/** The command's line in the usage text: its words, arguments and options. */
export const usageLine = (command: AdminCommand): string => [command.name, ...command.arguments, command.usage].filter(Boolean).join(' ');

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

export function stringOption(words: CommandWords, name: string): string | undefined {
  const value = words.options[name];
  return typeof value === 'string' ? value : undefined;
}
