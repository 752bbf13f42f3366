import type { DiaryEvent } from '../events/diary-event';
import type { Interpreter } from './interpreter';
import { isObject } from '../vocabulary/json-reading';
import { GENERAL_SHAPES } from './general';
import { VENDOR_INTERPRETERS } from './vendors';

/** Vendors' interpreters first, then the general shapes any tool may send. */
export const INTERPRETERS: readonly Interpreter[] = [...VENDOR_INTERPRETERS, ...GENERAL_SHAPES];

/** Events one delivery may add: a 100 KB payload of tiny records cannot flood the day. */
export const MAX_EVENTS_PER_PAYLOAD = 1_000;

/** Wrappers that relays (Node-RED, n8n, Make, a user's own script) put around a vendor's payload. */
const RELAY_WRAPPERS = ['payload', 'data', 'body', 'event'] as const;

export interface Interpretation {
  vendor: string;
  events: DiaryEvent[];
}

/**
 * The events of one JSON value when an interpreter knows its shape (directly,
 * or inside a relay's `payload`/`data`/`body`/`event` wrapper), else null.
 */
export function interpret(value: unknown, interpreters: readonly Interpreter[] = INTERPRETERS): Interpretation | null {
  if (!isObject(value)) return null;
  const direct = firstReading(value, interpreters);
  if (direct) return direct;
  for (const key of RELAY_WRAPPERS) {
    const inner = value[key];
    if (isObject(inner)) {
      const wrapped = firstReading(inner, interpreters);
      if (wrapped) return wrapped;
    }
  }
  return null;
}

function firstReading(value: Record<string, unknown>, interpreters: readonly Interpreter[]): Interpretation | null {
  for (const interpreter of interpreters) {
    let events: DiaryEvent[];
    try {
      if (!interpreter.matches(value)) continue;
      events = interpreter.read(value);
    } catch {
      // An interpreter is pure code over untrusted JSON: a surprise it did not foresee leaves the payload to the general rules.
      continue;
    }
    return {
      vendor: interpreter.vendor,
      events: events.length > MAX_EVENTS_PER_PAYLOAD ? events.slice(0, MAX_EVENTS_PER_PAYLOAD) : events,
    };
  }
  return null;
}
