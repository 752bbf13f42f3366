import { AdminCommand, CommandUsageError, FieldType } from '../shared/admin-command';

/**
 * The operation as the command takes it, whatever sent it: a JSON object with the declared fields only, each of its
 * type (null for an optional one is left out). The values are the use case's to judge; this only keeps a string
 * `scopes` or a missing `entries` from reaching code that expects a list (a 500 over the socket).
 */
export function checkOperation(command: AdminCommand, input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new CommandUsageError(`${command.name} takes a JSON object`);
  const shape = command.takes;
  const checked: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (!Object.hasOwn(shape, field))
      throw new CommandUsageError(
        `unknown field ${field.slice(0, 60)} for ${command.name}; expected ${Object.keys(shape).join(', ') || 'none'}`,
      );
    if (value !== undefined && value !== null) checked[field] = value;
  }
  for (const [field, type] of Object.entries(shape)) {
    const value = checked[field];
    if (value === undefined) {
      if (!type.endsWith('?')) throw new CommandUsageError(`${command.name} requires ${field}`);
      continue;
    }
    const fits =
      type === 'strings' || type === 'strings?'
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : type === 'array'
          ? Array.isArray(value)
          : type === 'number?'
            ? typeof value === 'number' && Number.isFinite(value)
            : typeof value === type.replace('?', '');
    if (!fits) throw new CommandUsageError(`${field} must be ${TYPE_WORDS[type]}`);
  }
  return checked;
}

const TYPE_WORDS: Record<FieldType, string> = {
  string: 'a string',
  'string?': 'a string',
  'number?': 'a number',
  'boolean?': 'true or false',
  strings: 'an array of strings',
  'strings?': 'an array of strings',
  array: 'an array',
};
