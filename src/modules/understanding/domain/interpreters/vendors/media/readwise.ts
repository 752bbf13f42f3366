import type { Reading } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, firstTextAt, isObject, objectsAt, textAt } from '../../../vocabulary/json-reading';

/**
 * Readwise (https://readwise.io/api_deets: the v2 highlight EXPORT, `{ count, nextPageCursor, results: [book with
 * its highlights] }`; https://docs.readwise.io/readwise/docs/webhooks: `readwise.highlight.created` posts the
 * highlight with its `event_type` and the webhook's `secret`, and Reader's `reader.*` events post the Reader document,
 * https://readwise.io/reader_api).
 *
 * A highlight happened at its own `highlighted_at`, not when the export ran; `created_at` is only when Readwise
 * received it. Its identity is its id, so an export and a webhook of the same highlight tell it once. A book's
 * `document_note` has no time and is no event of the day. A highlight is only written with the book it is in: the
 * v2 highlight list and a webhook without the book's title are left to the general rules (a Reading has a title).
 * Reader documents: a saved one (not a feed item, nor a highlight or note document, which the highlight webhook
 * tells) is "saved", a finished one "finished"; moves and tag changes tell nothing.
 */
export const readwise: Interpreter = {
  vendor: 'Readwise: highlight export, highlight webhook and Reader document webhooks',

  matches(value) {
    return isExport(value) || bookOfHighlight(value) !== undefined || isReaderEvent(value);
  },

  read(value) {
    if (isReaderEvent(value)) return readReaderEvent(value);
    const book = bookOfHighlight(value);
    if (book) {
      const highlight = readHighlight(value, book.title, book.author);
      return highlight ? [highlight] : [];
    }
    const readings: Reading[] = [];
    for (const book of objectsAt(value, 'results')) {
      const title = firstTextAt(book, 'readable_title', 'title');
      if (!title || book.is_deleted === true) continue;
      const author = textAt(book, 'author');
      for (const highlight of objectsAt(book, 'highlights')) {
        const reading = readHighlight(highlight, title, author);
        if (reading) readings.push(reading);
      }
    }
    return readings;
  },
};

function isExport(value: JsonObject): boolean {
  if (!Array.isArray(value.results) || !('nextPageCursor' in value || 'count' in value)) return false;
  const first = value.results[0];
  return value.results.length === 0
    ? 'nextPageCursor' in value
    : isObject(first) && 'user_book_id' in first && Array.isArray(first.highlights);
}

/** The book a highlight (webhook or list item) names, in an embedded `book` or on itself; undefined when it is no highlight or names none. */
function bookOfHighlight(value: JsonObject): { title: string; author?: string } | undefined {
  if (
    typeof value.text !== 'string' ||
    !('highlighted_at' in value) ||
    !('location_type' in value || 'book_id' in value)
  )
    return undefined;
  if (value.event_type !== undefined && value.event_type !== 'readwise.highlight.created') return undefined;
  const embedded = firstTextAt(value, 'book.readable_title', 'book.title');
  if (embedded) return { title: embedded, author: textAt(value, 'book.author') };
  const title = firstTextAt(value, 'readable_title', 'title', 'book_title');
  return title ? { title, author: textAt(value, 'author') } : undefined;
}

function isReaderEvent(value: JsonObject): boolean {
  return (
    typeof value.event_type === 'string' &&
    value.event_type.startsWith('reader.') &&
    'id' in value &&
    'category' in value
  );
}

function readHighlight(highlight: JsonObject, title: string, author: string | undefined): Reading | undefined {
  const text = textAt(highlight, 'text');
  if (!text || highlight.is_deleted === true) return undefined;
  return defined<Reading>({
    type: 'reading',
    action: 'highlighted',
    title,
    author,
    highlight: text,
    note: textAt(highlight, 'note'),
    at: momentOfText(highlight.highlighted_at) ?? undefined,
    identity: highlight.id !== undefined ? `readwise:highlight:${String(highlight.id)}` : undefined,
  });
}

const SAVED = new Set(['reader.any_document.created', 'reader.non_feed_document.created']);

function readReaderEvent(value: JsonObject): Reading[] {
  const eventType = String(value.event_type);
  const title = textAt(value, 'title');
  const category = textAt(value, 'category');
  if (!title || category === 'highlight' || category === 'note' || textAt(value, 'parent_id')) return [];
  const id = String(value.id);
  const common = { type: 'reading' as const, title, author: textAt(value, 'author'), note: textAt(value, 'notes') };
  if (SAVED.has(eventType) && value.location !== 'feed') {
    const at = momentOfText(value.saved_at) ?? momentOfText(value.created_at) ?? undefined;
    return [defined<Reading>({ ...common, action: 'saved', at, identity: `readwise:reader:${id}:saved` })];
  }
  if (eventType === 'reader.document.finished')
    return [defined<Reading>({ ...common, action: 'finished', identity: `readwise:reader:${id}:finished` })];
  return [];
}
