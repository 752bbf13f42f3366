import type { DiaryEvent } from '../events/diary-event';

// What a kept event carries: its texts and lists bounded, its empty fields left out.

/** Longest text an event keeps (a message, a note, a highlight): longer ones are cut at a word. */
export const MAX_EVENT_TEXT = 1_000;

const MAX_LIST = 10;

/** The event with its texts cut to MAX_EVENT_TEXT and its lists (commit subjects) to MAX_LIST: what a day keeps does not grow with what was sent. */
export function bounded<E extends DiaryEvent>(event: E): E {
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(event)) {
    let cut: unknown = value;
    if (typeof value === 'string' && value.length > MAX_EVENT_TEXT) {
      const head = value.slice(0, MAX_EVENT_TEXT);
      const space = head.lastIndexOf(' ');
      cut = `${space > MAX_EVENT_TEXT / 2 ? head.slice(0, space) : head}…`;
    } else if (Array.isArray(value) && value.length > MAX_LIST) cut = value.slice(0, MAX_LIST);
    if (cut !== value) (copy ??= { ...event })[key] = cut;
  }
  return (copy as E | null) ?? event;
}

export function withoutEmpty(fields: object): object {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
}
