/**
 * Reading a payload nobody validated: every accessor takes any JSON value and
 * answers undefined when the value is not what was asked for, so that an
 * interpreter never throws on a vendor's surprise.
 */
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at a dotted path ("data.object"), or undefined. */
export function objectAt(value: unknown, path?: string): JsonObject | undefined {
  const found = path === undefined ? value : valueAt(value, path);
  return isObject(found) ? found : undefined;
}

/** The array at a dotted path, or an empty array. */
export function listAt(value: unknown, path: string): unknown[] {
  const found = valueAt(value, path);
  return Array.isArray(found) ? found : [];
}

/** The objects of the array at a dotted path (other elements skipped). */
export function objectsAt(value: unknown, path: string): JsonObject[] {
  return listAt(value, path).filter(isObject);
}

/** Text at a dotted path, trimmed; undefined when absent, empty or not a string. */
export function textAt(value: unknown, path: string): string | undefined {
  const found = valueAt(value, path);
  if (typeof found !== 'string') return undefined;
  const text = found.trim();
  return text === '' ? undefined : text;
}

/** A finite number at a dotted path; a numeric string counts ("12.50"). */
export function numberAt(value: unknown, path: string): number | undefined {
  return asNumber(valueAt(value, path));
}

export function asNumber(found: unknown): number | undefined {
  if (typeof found === 'number') return Number.isFinite(found) ? found : undefined;
  if (typeof found === 'string' && /^\s*-?\d+(?:\.\d+)?(?:e[+-]?\d+)?\s*$/i.test(found)) return Number(found);
  return undefined;
}

/** A number above zero at a dotted path: zero and negatives say nothing of a distance, a duration or a count. */
export function positiveAt(value: unknown, path: string): number | undefined {
  const found = numberAt(value, path);
  return found !== undefined && found > 0 ? found : undefined;
}

export function booleanAt(value: unknown, path: string): boolean | undefined {
  const found = valueAt(value, path);
  return typeof found === 'boolean' ? found : undefined;
}

/** A table's own entry for a key a sender wrote: never what every object inherits (`constructor`, `__proto__`). */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string | number): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Whether every named key is present (any value, null included) on an object. */
export function hasKeys(value: unknown, ...keys: string[]): value is JsonObject {
  if (!isObject(value)) return false;
  for (const key of keys) if (!Object.prototype.hasOwnProperty.call(value, key)) return false;
  return true;
}

/** The value at a dotted path; array indexes are numbers ("items.0.track"). Own properties only. */
export function valueAt(value: unknown, path: string): unknown {
  if (!path.includes('.'))
    return isObject(value) && Object.prototype.hasOwnProperty.call(value, path)
      ? value[path]
      : Array.isArray(value) && /^\d+$/.test(path)
        ? value[Number(path)]
        : undefined;
  let current = value;
  for (const key of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else if (isObject(current) && Object.prototype.hasOwnProperty.call(current, key)) current = current[key];
    else return undefined;
  }
  return current;
}

/** The first of several paths that holds text. */
export function firstTextAt(value: unknown, ...paths: string[]): string | undefined {
  for (const path of paths) {
    const text = textAt(value, path);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The first of several paths that holds a number. */
export function firstNumberAt(value: unknown, ...paths: string[]): number | undefined {
  for (const path of paths) {
    const number = numberAt(value, path);
    if (number !== undefined) return number;
  }
  return undefined;
}

/** An object without its undefined members, so that events compare and print cleanly. */
export function defined<T extends object>(object: T): T {
  const result = {} as T;
  for (const key of Object.keys(object) as Array<keyof T>) if (object[key] !== undefined) result[key] = object[key];
  return result;
}

/** Each element of a list read, and the list itself when no element changed (readers that copy only what they change). */
export function elementsRead(list: unknown[], read: (element: unknown) => unknown): unknown[] {
  let changed = false;
  const elements = list.map((element) => {
    const value = read(element);
    changed ||= value !== element;
    return value;
  });
  return changed ? elements : list;
}
