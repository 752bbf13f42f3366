import type { Reading } from '../../../events/diary-event';
import type { Moment } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { defined, firstTextAt, isObject } from '../../../vocabulary/json-reading';

/**
 * Kindle highlights and notes from "My Clippings.txt", which Amazon documents nowhere, as parsers turn it into JSON
 * and a relay posts it one clipping at a time (an array of them is read record by record). The shape is that of
 * @darylserrano/kindle-clippings (github.com/DarylSerrano/KindleClippings, src/KindleEntryParsed.ts, `toJSON`):
 * `{ authors, bookTile, page, location, dateOfCreation, content, type: "HIGHLIGHT" | "NOTE" | "BOOKMARK" }`, with
 * the date as the Kindle wrote it ("Added on Saturday, 1 August 2026 23:12:44"); also its fork
 * @hadynz/kindle-clippings (`title`, `location: { from, to }`) and the like with `title`, `author`, `added`/`date`
 * and `type: "Highlight"`. The Kindle writes its clock without a zone, so a clipping's time is a local wall-clock
 * time, even where a parser wrote it as UTC (hadynz parses it with moment.utc). A bookmark tells nothing.
 */
export const kindle: Interpreter = {
  vendor: 'Kindle: My Clippings.txt entries as parsed to JSON',

  matches(value) {
    const type = typeof value.type === 'string' ? value.type.toLowerCase() : '';
    return (
      (type === 'highlight' || type === 'note' || type === 'bookmark') &&
      (typeof value.content === 'string' || typeof value.text === 'string') &&
      (typeof value.title === 'string' || typeof value.bookTile === 'string' || typeof value.bookTitle === 'string') &&
      ('location' in value || 'page' in value)
    );
  },

  read(value) {
    const type = String(value.type).toLowerCase();
    const title = firstTextAt(value, 'title', 'bookTile', 'bookTitle');
    const content = firstTextAt(value, 'content', 'text');
    if (type === 'bookmark' || !title || !content || content === 'No content') return [];
    const dateText = firstTextAt(value, 'dateOfCreation', 'added', 'addedOn', 'added_on', 'date', 'dateAdded');
    return [
      defined<Reading>({
        type: 'reading',
        action: type === 'note' ? 'noted' : 'highlighted',
        title,
        author: firstTextAt(value, 'author', 'authors'),
        highlight: type === 'highlight' ? content : undefined,
        note: type === 'note' ? content : undefined,
        at: kindleMoment(dateText) ?? undefined,
        identity: `kindle:${title}:${type}:${locationKey(value.location ?? value.page)}:${dateText ?? ''}`,
      }),
    ];
  },
};

function locationKey(location: unknown): string {
  if (typeof location === 'string' || typeof location === 'number') return String(location);
  if (!isObject(location)) return '';
  return String(location.start ?? location.from ?? location.display ?? '');
}

const MONTHS = new Map<string, number>();
const MONTH_NAMES = [
  ['january', 'enero', 'janvier', 'januar', 'gennaio', 'janeiro'],
  ['february', 'febrero', 'février', 'februar', 'febbraio', 'fevereiro'],
  ['march', 'marzo', 'mars', 'märz', 'março'],
  ['april', 'abril', 'avril', 'aprile'],
  ['may', 'mayo', 'mai', 'maggio', 'maio'],
  ['june', 'junio', 'juin', 'juni', 'giugno', 'junho'],
  ['july', 'julio', 'juillet', 'juli', 'luglio', 'julho'],
  ['august', 'agosto', 'août'],
  ['september', 'septiembre', 'septembre', 'settembre', 'setembro'],
  ['october', 'octubre', 'octobre', 'oktober', 'ottobre', 'outubro'],
  ['november', 'noviembre', 'novembre', 'novembro'],
  ['december', 'diciembre', 'décembre', 'dezember', 'dicembre', 'dezembro'],
];
MONTH_NAMES.forEach((names, index) => names.forEach((name) => MONTHS.set(name, index + 1)));

const ISO_WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})/;
const CLOCK = /(\d{1,2}):(\d{2})(?::\d{2})?(?:\s*([ap])\.?\s?m\b\.?)?/i;

/**
 * The wall-clock time of a clipping: "Added on Saturday, 1 August 2026 23:12:44", "Added on Saturday, August 1, 2026
 * 11:12:44 PM", "Añadido el lunes, 30 de septiembre de 2019 18:00:39", or an ISO text whose zone a parser made up.
 */
export function kindleMoment(text: string | undefined): Moment | null {
  if (!text || text.length > 120) return null;
  const iso = ISO_WALL_CLOCK.exec(text);
  if (iso) return validLocal(iso[1], Number(iso[2]), Number(iso[3]));
  const clock = CLOCK.exec(text);
  if (!clock) return null;
  let hour = Number(clock[1]);
  const minute = Number(clock[2]);
  const half = clock[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  const rest = text.slice(0, clock.index).toLowerCase();
  const year = /\b(\d{4})\b/.exec(rest);
  const day = /\b(\d{1,2})\b/.exec(rest.replace(/\b\d{4}\b/, ' '));
  const month = rest
    .split(/[^\p{L}]+/u)
    .map((word) => MONTHS.get(word))
    .find((found) => found !== undefined);
  if (!year || !day || !month) return null;
  return validLocal(`${year[1]}-${String(month).padStart(2, '0')}-${day[1].padStart(2, '0')}`, hour, minute);
}

function validLocal(date: string, hour: number, minute: number): Moment | null {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || !new Date(time).toISOString().startsWith(date) || hour > 23 || minute > 59) return null;
  return { local: `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}
