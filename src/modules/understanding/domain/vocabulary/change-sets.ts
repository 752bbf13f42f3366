import { keyWords } from './key-words';
import { JsonObject as Json, elementsRead, isObject } from './json-reading';

// A record's change set (`changes: {field: {old, new}}`), read by the general rules as the record's own fields. Known
// vendors' interpreters read their change sets themselves, so this is applied to the items of the general rules only.

const MAX_DEPTH = 6;
const MAX_ELEMENTS = 200;

/** The payload with every change set of its records lifted into them; anything else as it was. */
export function changeSetsRead(payload: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return payload;
  if (Array.isArray(payload))
    return payload.length > MAX_ELEMENTS
      ? payload
      : elementsRead(payload, (element) => changeSetsRead(element, depth + 1));
  if (!isObject(payload)) return payload;
  let copy: Json | null = null;
  for (const [key, value] of Object.entries(payload)) {
    if (CHANGE_SET_KEYS.has(key)) continue;
    const read = changeSetsRead(value, depth + 1);
    if (read !== value) (copy ??= { ...payload })[key] = read;
  }
  return withChangesLifted(copy ?? payload) ?? copy ?? payload;
}

/** Keys of a record's change set: each of its fields with its value before and after. */
const CHANGE_SET_KEYS = new Set(['changes', 'changed', 'diff', 'updates']);
/** The keys of a change's two values, as senders pair them. */
const CHANGE_PAIRS: ReadonlyArray<readonly [before: string, after: string]> = [
  ['old', 'new'],
  ['from', 'to'],
  ['previous', 'current'],
  ['before', 'after'],
];

/**
 * A change set (`changes: {workflow_state_id: {old: 10, new: 11}, completed: {old: false, new: true}}`): each field
 * the record's own at its new value, its old value kept as `old_<field>` (an earlier state, never the current one);
 * what the set holds besides such pairs stays in it. Null when there is none.
 */
function withChangesLifted(object: Json): Json | null {
  let lifted: Json | null = null;
  let flagged: string | null = null;
  for (const [key, set] of Object.entries(object)) {
    if (!CHANGE_SET_KEYS.has(key) || !isObject(set)) continue;
    const rest: Json = {};
    for (const [field, change] of Object.entries(set)) {
      const pair = isObject(change)
        ? CHANGE_PAIRS.find(
            ([before, after]) => after in change && Object.keys(change).every((k) => k === before || k === after),
          )
        : undefined;
      if (!pair || field in object) {
        rest[field] = change;
        continue;
      }
      lifted ??= { ...object };
      const [before, after] = pair;
      lifted[field] = (change as Json)[after];
      if (before in (change as Json)) lifted[`old_${field}`] = (change as Json)[before];
      // A flag the change set turned on (`archived: {old: false, new: true}`) is where the record now stands.
      if (becameState(field, change as Json, before, after)) flagged = field;
    }
    if (flagged !== null && lifted !== null && !Object.keys(lifted).some(isStateKey)) lifted.state = flagged;
    if (lifted === null) continue;
    if (Object.keys(rest).length > 0) lifted[key] = rest;
    else delete lifted[key];
  }
  return lifted;
}

/** Whether a change turned on a flag named as a state (`archived`, `completed`: one word in the past tense). */
function becameState(field: string, change: Json, before: string, after: string): boolean {
  return change[after] === true && change[before] === false && /^[a-z]+ed$/i.test(field);
}

/** A field that says where a record stands (`status`, `workflow_state_id`). */
const isStateKey = (key: string): boolean => keyWords(key).some((word) => word === 'state' || word === 'status');
