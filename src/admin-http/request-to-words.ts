import { AdminCommand, CommandUsageError, CommandWords, HttpCall } from '../shared/admin-command';

export const ADMIN_PREFIX = '/admin/v1';
export { ADMIN_BODY_LIMIT_BYTES } from '../shared/http/body-limit';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const camel = (option: string) => option.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The path's `:name` segments, in order: the command's positional arguments. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
}

/**
 * A request as the command line it stands for: path segments as positional
 * arguments, body fields (POST, PATCH) or query parameters (GET, DELETE) as
 * options. Only the command's options are accepted, with the types the command
 * line can express; anything else is a usage error (400).
 */
export function requestToWords(command: AdminCommand, call: HttpCall): CommandWords {
  const positionals = pathParameters(command.http.path).map((name) => call.params[name]);
  const fromBody = command.http.method === 'POST' || command.http.method === 'PATCH';
  const fields = fromBody ? (call.body ?? {}) : call.query;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw new CommandUsageError('the body must be a JSON object');
  const declared = command.options ?? {};
  const options: Record<string, string | boolean> = {};
  for (const [field, value] of Object.entries(fields)) {
    const option = kebab(field);
    const type = Object.hasOwn(declared, option) ? declared[option] : undefined;
    if (!type) {
      const known = Object.keys(declared).map(camel);
      throw new CommandUsageError(
        `unknown ${fromBody ? 'field' : 'query parameter'} ${field.slice(0, 60)}${known.length ? `; expected ${known.join(', ')}` : ''}`,
      );
    }
    options[option] = type === 'boolean' ? booleanOf(field, value) : stringOf(field, value, type === 'list');
  }
  return { positionals, options };
}

function booleanOf(field: string, value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new CommandUsageError(`${field} must be true or false`);
}

/** Strings as they are; whole numbers as their digits; for a list option, an array of words as the command line's comma list. */
function stringOf(field: string, value: unknown, list: boolean): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (list && Array.isArray(value) && value.every((item) => typeof item === 'string' && !item.includes(',')))
    return value.join(',');
  // A repeated query parameter (`?date=a&date=b`) arrives as an array too: one value is expected.
  const expected = list
    ? 'a string or an array of strings without commas'
    : typeof value === 'number'
      ? 'a whole number'
      : 'a string';
  throw new CommandUsageError(`${field} must be ${expected}`);
}

/**
 * A route whose operation reads the request itself (`http.operation`) takes only the fields it declares
 * (`http.fields`): any other field of the body (POST, PATCH) or query (GET, DELETE) is refused, as
 * requestToWords refuses an option the command does not have.
 */
export function refuseUndeclaredFields(command: AdminCommand, call: HttpCall): void {
  if (!command.http.operation) return;
  const fromBody = command.http.method === 'POST' || command.http.method === 'PATCH';
  const fields = fromBody ? call.body : call.query;
  if (fields === undefined || fields === null) return;
  if (typeof fields !== 'object' || Array.isArray(fields))
    throw new CommandUsageError('the body must be a JSON object');
  const declared = command.http.fields ?? [];
  const unknown = Object.keys(fields).find((field) => !declared.includes(field));
  if (unknown !== undefined) {
    throw new CommandUsageError(
      `unknown ${fromBody ? 'field' : 'query parameter'} ${unknown.slice(0, 60)}${declared.length ? `; expected ${declared.join(', ')}` : ''}`,
    );
  }
}
