import type { MediaPlay } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, asNumber, defined, isObject, objectsAt } from '../../../vocabulary/json-reading';

/**
 * Letterboxd's diary RSS (https://letterboxd.com/<member>/rss/; namespaces xmlns:letterboxd="https://letterboxd.com"
 * and xmlns:tmdb="https://themoviedb.org"), as RSS-to-JSON tools pass its items on: `letterboxd:watchedDate`
 * (YYYY-MM-DD), `letterboxd:rewatch` and `letterboxd:memberLike` (Yes/No), `letterboxd:filmTitle`,
 * `letterboxd:filmYear`, `letterboxd:memberRating` (0.5 to 5), `tmdb:movieId` or `tmdb:tvId`, and `description`:
 * HTML with the poster, then the review's paragraphs or "Watched on <date>.". Letterboxd has no webhook, so the
 * keys come as the converter writes them: `letterboxd:watchedDate`, `letterboxd_watchedDate`, or lower-cased like
 * feedparser's `letterboxd_watcheddate` (which also calls the description `summary` and the guid `id`); a value may
 * be a one-element array or an element object (`#text`, `_text`, `value`).
 * rss-parser's whole feed (`{ items: [...] }`) reads item by item.
 */
export const letterboxd: Interpreter = {
  vendor: 'Letterboxd: diary RSS items as JSON',

  matches(value) {
    if (isDiaryItem(value)) return true;
    const items = value.items;
    return Array.isArray(items) && isObject(items[0]) && isDiaryItem(items[0]);
  },

  read(value) {
    const items = isDiaryItem(value) ? [value] : objectsAt(value, 'items');
    const plays: MediaPlay[] = [];
    for (const item of items) {
      const play = isDiaryItem(item) ? playOf(item) : undefined;
      if (play) plays.push(play);
    }
    return plays;
  },
};

function isDiaryItem(value: JsonObject): boolean {
  return (
    field(value, 'letterboxd', 'filmTitle') !== undefined || field(value, 'letterboxd', 'watchedDate') !== undefined
  );
}

function playOf(item: JsonObject): MediaPlay | undefined {
  const title = field(item, 'letterboxd', 'filmTitle') ?? titleOf(text(item.title));
  if (!title) return undefined;
  const watched = momentOfText(field(item, 'letterboxd', 'watchedDate'));
  const stars = asNumber(field(item, 'letterboxd', 'memberRating'));
  const rating = stars !== undefined && stars > 0 && stars <= 5 ? { value: stars, outOf: 5 } : undefined;
  const review = reviewOf(
    text(item.description) ?? text(item.summary) ?? text(item.content) ?? text(item['content:encoded']),
  );
  const action = watched ? 'watched' : review ? 'reviewed' : rating ? 'rated' : undefined;
  if (!action) return undefined;
  const key = text(item.guid) ?? text(item.id) ?? text(item.link) ?? title;
  return defined<MediaPlay>({
    type: 'media',
    medium: field(item, 'tmdb', 'tvId') !== undefined ? 'show' : 'movie',
    action,
    title,
    rating,
    review,
    at: watched ?? undefined,
    identity: `letterboxd:${key}`,
  });
}

/** A namespaced field under the names converters give it. */
function field(item: JsonObject, namespace: string, name: string): string | undefined {
  return (
    text(item[`${namespace}:${name}`]) ??
    text(item[`${namespace}_${name}`]) ??
    text(item[`${namespace}_${name.toLowerCase()}`])
  );
}

/** The text of an element as converters write it: a string or number, a one-element array, or an object with its text. */
function text(value: unknown, depth = 0): string | undefined {
  if (Array.isArray(value)) return depth < 2 ? text(value[0], depth + 1) : undefined;
  if (isObject(value))
    return depth < 2
      ? text(value['#text'] ?? value._text ?? value._cdata ?? value._ ?? value.value, depth + 1)
      : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** "Past Lives, 2023 - ★★★★½" -> "Past Lives" (the item title, for converters that drop the namespaced fields). */
function titleOf(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const match = /^(.+), \d{4}(?: - [★½]+)?(?: \(contains spoilers\))?$/.exec(title);
  return match ? match[1].trim() : undefined;
}

const BOILERPLATE = /^(?:Watched on \S+ \S+ \d{1,2}, \d{4}\.?|This review may contain spoilers\.?)$/i;

/** The member's review: the description's paragraphs as text, without the poster and Letterboxd's own lines. */
function reviewOf(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const paragraphs = htmlText(html)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && !BOILERPLATE.test(line));
  return paragraphs.length ? paragraphs.join('\n') : undefined;
}

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

/** HTML as plain text in one pass: tags dropped, paragraph and line breaks kept as new lines, entities decoded. */
function htmlText(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const char = html[i];
    if (char === '<') {
      const close = html.indexOf('>', i);
      if (close === -1) break;
      if (/^<\/?(?:p|br|div|blockquote|li)\b/i.test(html.slice(i, Math.min(close + 1, i + 12)))) out += '\n';
      i = close + 1;
    } else if (char === '&') {
      const semicolon = html.slice(i + 1, i + 12).indexOf(';');
      const end = i + 1 + semicolon;
      const decoded = semicolon > 0 ? entity(html.slice(i + 1, end)) : undefined;
      if (decoded === undefined) {
        out += char;
        i++;
      } else {
        out += decoded;
        i = end + 1;
      }
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

function entity(name: string): string | undefined {
  const named = ENTITIES.get(name);
  if (named !== undefined) return named;
  const code = /^#x([0-9a-f]{1,6})$/i.exec(name)
    ? parseInt(name.slice(2), 16)
    : /^#(\d{1,7})$/.exec(name)
      ? parseInt(name.slice(1), 10)
      : NaN;
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
