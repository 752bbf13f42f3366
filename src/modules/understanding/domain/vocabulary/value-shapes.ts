/** What a string value is by its shape alone: a URL, an identifier, an encoded blob, a time, a word or prose. */

const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|tel:|data:)/i;
const MIME_TYPE = /^(?:application|audio|font|image|message|model|multipart|text|video)\/[\w.+-]+(?:;.*)?$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const HEX = /^(?:0x)?[0-9a-f]{12,}$/i;
const DIGITS = /^[+-]?\d{7,}$/;
/** Prefixed identifiers such as cus_9s6XKzkNRiz8i3 or ch_3MmlLr… */
const PREFIXED_ID = /^[a-z]{2,12}_(?=[A-Za-z]*\d)[A-Za-z0-9]{8,}$/;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;

/** URLs, and MIME types ("image/jpeg"), which name formats, not things. */
export function looksLikeUrl(text: string): boolean {
  return URL_LIKE.test(text) || MIME_TYPE.test(text);
}

export function looksLikeEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

/**
 * Ids, hashes and encoded blobs: uuid, ULID, hex, long digit runs, prefixed
 * ids, and any long run without spaces mixing letters and digits or symbols
 * (base64, polylines, signatures, tokens, GitHub node ids).
 */
/** Lower-case words joined by underscores, dots or dashes (`doorbell_motion_detected`). */
const WORDS_JOINED = /^[a-z]{2,}(?:[_.-][a-z]{2,}){1,5}$/;

/**
 * What a machine writes for machines: a mail server's reply with its status codes ("250 2.0.0 OK …", "550 5.1.1 …"),
 * a browser's user agent ("Mozilla/5.0 (iPhone; …"), a message queue's topic of three or more segments
 * ("tele/panel_heater/STATE").
 */
const MACHINE_LINE = [
  // (Also as a bounce's diagnostic code writes it, after its type: "smtp;550 5.1.1 …".)
  /^(?:smtp;\s*)?[2-5]\d\d[ -][2-5]\.\d{1,3}\.\d{1,3}\b/i,
  // (Or only its enhanced status code: "5.1.1 : Recipient address rejected".)
  /^[2-5]\.\d{1,3}\.\d{1,3}\s*(?:<[^>]*>\s*)?[:-]/,
  /^[A-Za-z][\w.-]*\/\d+(?:\.\d+)* \(/,
  // (A git ref, `refs/heads/main`, names its branch.)
  /^(?!refs\/)(?=[^\s]*[A-Za-z])[\w-]+(?:\/[\w+#-]+){2,}$/,
  // A rule's condition (`valueNumber < -25`, `speed >= 105`): an expression, nobody's words.
  /^[A-Za-z_][\w.]*\s*(?:<=?|>=?|==|!=)\s*-?\d+(?:\.\d+)?$/,
  // A metric's dotted path with a segment in camel case (`behavior.harshBraking`): the sender's name of it.
  /^[a-z][a-z0-9]*(?:\.[a-z][A-Za-z0-9]*)*\.[a-z]+[A-Z][A-Za-z0-9]*$/,
  // A game's or an app's localisation key (`$economy_HighTech;`), beside the text it stands for.
  /^\$[A-Za-z][\w.]*;$/,
  // A constant of three words or more joined by underscores in mixed case (`Mission_Courier_name`).
  /^(?=[^_]*[A-Z])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+){2,}$/,
];

/** A hash of 16 hex digits or more among words, with letters and digits both (`4f7a2e91c05b…`), or a uuid. */
const HASH_AMONG_WORDS =
  /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{16,}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** A code span holding an id (`` `a3f91c0e` ``, a snapshot's or a commit's short hash): no word of the message. */
const CODED_SPAN = /\s*`(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}`/gi;
/** Markdown's strong emphasis and code marks a notification's text carries (`**nas-berlin**`, `` `restic` ``). */
const MARKS = /\*\*(?=\S)([^*\n]{1,200}?)\*\*|`([^`\n]{1,200})`/g;

/** A machine's message as its reader sees it rendered: ids in code spans left out, emphasis and code marks dropped. */
export function withMarkupRead(text: string): string {
  if (!text.includes('`') && !text.includes('**')) return text;
  return text
    .replace(CODED_SPAN, '')
    .replace(MARKS, (_, strong: string | undefined, code: string | undefined) => strong ?? code ?? '')
    .trim();
}

/**
 * Words with a hash or a uuid among them, as people write them: a hash in git's short form of seven digits ("This
 * reverts commit 4f7a2e9"), no uuid; null when no more than a word is left beside them ("commit 4f7a2e91…" labels an
 * id, it says nothing).
 */
export function withHashesShortened(text: string): string | null {
  if (!/\s/.test(text) || !/[0-9a-f]{16}|[0-9a-f]{8}-[0-9a-f]{4}-/i.test(text)) return text;
  const without = text.replace(HASH_AMONG_WORDS, ' ');
  if (without === text) return text;
  const words = without.match(/\p{L}{2,}/gu) ?? [];
  if (words.length < 2) return null;
  return text
    .replace(HASH_AMONG_WORDS, (hash) => (hash.includes('-') ? '' : hash.slice(0, 7)))
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** A line of a configuration file or of data (`  - label: ":rspec: RSpec"`, `command: bin/ci rspec`, `}`). */
const CONFIG_LINE = /^\s*(?:-\s+)?["']?[\w.$-]+["']?\s*[:=](?:\s|$)|^\s*[{}[\]],?$/;

/** Lines written for a program to read, a pipeline's YAML or a JSON body, not for a person: most of them key and value. */
function isConfigurationText(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.length >= 2 && lines.filter((line) => CONFIG_LINE.test(line)).length * 3 >= lines.length * 2;
}

export function looksLikeIdentifier(text: string): boolean {
  if (UUID.test(text) || ULID.test(text) || HEX.test(text) || DIGITS.test(text) || PREFIXED_ID.test(text)) return true;
  if (MACHINE_LINE.some((pattern) => pattern.test(text))) return true;
  if (text.includes('\n') && isConfigurationText(text)) return true;
  if (/\s/.test(text)) return false;
  // A file's name with its extension, words in it (`prayer-wheel-base_PLA_0.2mm.gcode`): what someone called the file.
  if (isFileName(text)) return false;
  // Long, unless it is words joined as a constant is (`doorbell_motion_detected`): a code names, an id does not.
  if (text.length >= 24) return !WORDS_JOINED.test(text) || !text.split(/[_.-]/).every((word) => /[aeiouy]/.test(word));
  if (text.length < 12) return false;
  const classes =
    Number(/[a-z]/.test(text)) +
    Number(/[A-Z]/.test(text)) +
    Number(/\d/.test(text)) +
    Number(/[^A-Za-z0-9]/.test(text));
  return /\d/.test(text) && classes >= 3;
}

/** Extensions of files people make and keep (documents, pictures, sounds, models, archives). */
const FILE_NAME =
  /^[^\s/\\]{1,120}\.(?:gcode|stl|3mf|obj|pdf|docx?|xlsx?|pptx?|odt|txt|csv|md|epub|mobi|jpe?g|png|gif|heic|webp|svg|mp3|m4a|wav|flac|ogg|mp4|mov|mkv|zip|gpx|fit|tcx|kml)$/i;

export function isFileName(text: string): boolean {
  return (
    FILE_NAME.test(text) &&
    /[a-z]*[aeiouy][a-z]*/i.test(text.slice(0, text.lastIndexOf('.'))) &&
    /[a-z]{4,}/i.test(text)
  );
}

/** An id written as one token with digits inside its letters (`t2_8q3kz1vd`, `U024BE7LH`): no one's name or handle. */
export function isCodedToken(text: string): boolean {
  return !/\s/.test(text) && text.split(/[_.:-]/).some((part) => part.length >= 6 && /[A-Za-z]\d+[A-Za-z]/.test(part));
}

/**
 * A field's name sent as a value (`name: "StateOfCharge"`, `"IsChargingCableConnected"`): words run together in Pascal
 * case, three or more, or a flag's; a brand's two ("PlayStation", "McKenzie") is a name.
 */
export function isCodeName(text: string): boolean {
  return (
    /^(?:[A-Z][a-z]+){3,}$/.test(text) ||
    /^(?:Is|Has|Can|Should)(?:[A-Z][a-z]+)+$/.test(text) ||
    // An event's code of a thing and what happened to it (`PurchaseCreated`, `nodeDeleted`).
    /^[A-Za-z][a-z]+(?:[A-Z][a-z]+)*(?:Created|Updated|Deleted|Completed|Cancell?ed|Refunded|Failed|Succeeded|Started|Stopped|Added|Removed|Changed|Approved|Declined|Expired)$/.test(
      text,
    )
  );
}

/**
 * A name someone gave a thing, as an id may be one ("Living room", "bijenkast-1", "garage_door"): words of letters with
 * a vowel, a number at most at the end, no code or hash among them.
 */
export function readsAsName(text: string): boolean {
  if (text.length > 40 || looksLikeIdentifier(text)) return false;
  const words = text.split(/[\s_-]+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return false;
  return (
    words.every((word, i) => /^\p{L}+$/u.test(word) || (i > 0 && i === words.length - 1 && /^\d{1,3}$/.test(word))) &&
    words.some((word) => word.length >= 4 && /[aeiouy]/i.test(word)) &&
    !words.some((word) => isConsonantCode(word))
  );
}

/** A machine's name for a numbered thing ("trust_level_0", "tier_2"): a code, not a name. */
export function isNumberedCode(text: string): boolean {
  return /^[a-z]+(?:_[a-z]+)*_\d+$/.test(text);
}

/** Prose: at least two words with letters in them. */
export function isProse(text: string): boolean {
  return /\S\s+\S/.test(text) && /\p{L}.*\p{L}/su.test(text);
}

/** A short run of consonants ("cbg", "smbg", "SGV"): a sender's abbreviation, not a word a person reads. */
export function isConsonantCode(text: string): boolean {
  return /^[b-df-hj-np-tv-xz]{2,6}$/i.test(text);
}

/** A short token worth naming: a state, an action, a name ("opened", "Run", "on", "Hello-World"). */
export function isWord(text: string): boolean {
  return text.length <= 60 && /\p{L}/u.test(text) && !/\s/.test(text);
}

/** A date-time written in ISO 8601 (or its common space-separated form); `offset` is null when it names no zone. */
export interface WrittenTime {
  date: string;
  hour: number;
  minute: number;
  /** Milliseconds since the epoch when the text names its zone, else null (a wall-clock time). */
  instant: number | null;
}

/** A wall-clock time read as UTC, to the minute (what it is when its sender writes UTC without saying so). */
export function wallTimeAsUtc(written: WrittenTime): number {
  const clock = `${String(written.hour).padStart(2, '0')}:${String(written.minute).padStart(2, '0')}`;
  return Date.parse(`${written.date}T${clock}:00Z`);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/**
 * RFC 2822, as e-mail and many older APIs write times: "Sat, 07 Feb 2026 04:40:12 +0000"; without its zone
 * ("Sat, 11 Jul 2026 07:02:14", a device's wall clock) the time where it was written.
 */
const RFC_2822 =
  /^(?:[A-Za-z]{3},?\s+)?(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([+-]\d{4}|GMT|UTC|UT|Z))?$/;
/** A month's name before its day, as people write it: "Jul 11, 2026 7:02 PM", "July 11, 2026 at 07:02PM", "July 11 2026 19:02". */
const MONTH_FIRST =
  /^(?:[A-Za-z]{3,9},?\s+)?([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4}),?\s+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?$/i;

export function parseWrittenTime(text: string): WrittenTime | null {
  const wcf = WCF_DATE.exec(text.trim());
  if (wcf) return wcfTime(Number(wcf[1]), wcf[2]);
  const rfc = RFC_2822.exec(text.trim());
  if (rfc) return rfc2822Time(rfc);
  const monthFirst = MONTH_FIRST.exec(text.trim());
  if (monthFirst) return monthFirstTime(monthFirst);
  const clock12 = SLASHED_12_HOUR.exec(text.trim());
  if (clock12) return slashedTime(clock12);
  // (Its groups are the basic format's: year, month, day, hour, minute.)
  const yearFirst = SLASHED_YEAR_FIRST.exec(text.trim());
  if (yearFirst) return compactTime(yearFirst);
  const match = ISO_DATE.exec(text.trim());
  if (!match || match[4] === undefined) return null;
  const [, year, month, day, hour, minute, , zone] = match;
  const date = `${year}-${month}-${day}`;
  const wall = { date, hour: Number(hour), minute: Number(minute) };
  if (wall.hour > 23 || wall.minute > 59) return null;
  if (!zone) return { ...wall, instant: null };
  const normalised = text
    .trim()
    .replace(/\s*(?:UTC|GMT)$/i, 'Z')
    .replace(/\s+(?=[+-]\d{2}:?\d{2}$)/, '')
    .replace(' ', 'T')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const instant = Date.parse(normalised);
  return Number.isNaN(instant) ? null : { ...wall, instant };
}

/** "2026/03/14, 10:17:33": ISO 8601's order with slashes and a comma (Open Library's `logged_date`). A wall time. */
const SLASHED_YEAR_FIRST = /^(\d{4})\/(\d{2})\/(\d{2}),? (\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * "20260314091158", "20260314T0911": ISO 8601's basic format, digits only (M-Pesa's, many banks' and ERPs'), to the
 * minute or the second. A wall time, without a zone.
 */
const COMPACT_TIME = /^(20\d{2})(\d{2})(\d{2})T?(\d{2})(\d{2})(\d{2})?$/;

/**
 * A time field's number as the digits of ISO 8601's basic format ("20260314114003"), also a smart meter's (DSMR's)
 * with its year in two digits (260124181500 is "20260124181500"); null for any other number.
 */
export function compactTimeDigits(value: number): string | null {
  if (!Number.isInteger(value) || value <= 0) return null;
  const digits = String(value);
  const full = digits.length === 12 ? `20${digits}` : digits;
  const match = COMPACT_TIME.exec(full);
  return match !== null && compactTime(match) !== null ? full : null;
}

/** A time field's text in ISO 8601's basic format ("20260314091158"), else null: digits elsewhere are an order's number. */
export function compactTimeOf(text: string): WrittenTime | null {
  const zoned = COMPACT_ZONED_TIME.exec(text.trim());
  if (zoned !== null) return compactZonedTime(zoned);
  const match = COMPACT_TIME.exec(text.trim());
  return match === null ? null : compactTime(match);
}

/** The basic format with its zone ("20260411T124512.000Z", a game API's battle time): an instant. */
const COMPACT_ZONED_TIME = /^(20\d{2})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(?:\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/;

function compactZonedTime(match: RegExpExecArray): WrittenTime | null {
  const wall = compactTime(match);
  if (wall === null) return null;
  const zone = match[7];
  const offset =
    zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  const instant =
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), wall.hour, wall.minute, Number(match[6])) -
    offset * 60_000;
  return { ...wall, instant };
}

function compactTime([, year, month, day, hour, minute, second]: RegExpExecArray): WrittenTime | null {
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || (second !== undefined && Number(second) > 59)) return null;
  return { date: `${year}-${month}-${day}`, hour: Number(hour), minute: Number(minute), instant: null };
}

/**
 * "9/24/2026 7:05:00 PM": the United States' month/day order, which a 12-hour clock goes with (LibreLinkUp, many
 * exports); a first number over 12 is a day. A wall time, without a zone.
 */
const SLASHED_12_HOUR = /^(\d{1,2})\/(\d{1,2})\/(\d{4}),? (\d{1,2}):(\d{2})(?::\d{2})? ?([AP]M)$/i;

function slashedTime([, first, second, year, hour, minute, half]: RegExpExecArray): WrittenTime | null {
  const [month, day] = Number(first) > 12 ? [Number(second), Number(first)] : [Number(first), Number(second)];
  const hour12 = Number(hour);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour12 < 1 || hour12 > 12 || Number(minute) > 59) return null;
  const hour24 = (hour12 % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { date, hour: hour24, minute: Number(minute), instant: null };
}

function monthFirstTime([, monthName, day, year, hour, minute, , half]: RegExpExecArray): WrittenTime | null {
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  const hour12 = Number(hour);
  if (month === 0 || Number(day) < 1 || Number(day) > 31 || Number(minute) > 59) return null;
  if (half ? hour12 < 1 || hour12 > 12 : hour12 > 23) return null;
  const hour24 = half ? (hour12 % 12) + (half.toUpperCase() === 'PM' ? 12 : 0) : hour12;
  const date = `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return { date, hour: hour24, minute: Number(minute), instant: null };
}

function rfc2822Time([, day, monthName, year, hour, minute, second, zone]: RegExpExecArray): WrittenTime | null {
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  if (month === 0 || Number(hour) > 23 || Number(minute) > 59) return null;
  const date = `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (zone === undefined) return { date, hour: Number(hour), minute: Number(minute), instant: null };
  const offset = /^[+-]\d{4}$/.test(zone) ? `${zone.slice(0, 3)}:${zone.slice(3)}` : 'Z';
  const instant = Date.parse(`${date}T${hour.padStart(2, '0')}:${minute}:${second ?? '00'}${offset}`);
  return Number.isNaN(instant) ? null : { date, hour: Number(hour), minute: Number(minute), instant };
}

/** "/Date(1761442800000+0000)/": .NET's JSON date (WCF, older ASP.NET APIs), milliseconds since the epoch. */
const WCF_DATE = /^\/Date\((-?\d{1,15})([+-]\d{4})?\)\/$/;

function wcfTime(milliseconds: number, offset: string | undefined): WrittenTime | null {
  if (!Number.isSafeInteger(milliseconds)) return null;
  // (Its offset says where it was written; the instant is the milliseconds whatever the offset.)
  const minutes = offset
    ? (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3)))
    : 0;
  const wall = new Date(milliseconds + minutes * 60_000);
  if (Number.isNaN(wall.getTime())) return null;
  return {
    date: wall.toISOString().slice(0, 10),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    instant: milliseconds,
  };
}

/** Whether a bare date ("2026-11-21") or date-time: a time, never text worth reading. */
export function looksLikeDate(text: string): boolean {
  return ISO_DATE.test(text.trim());
}

/** "15-02-2025", "15.02.2025": a date written day first, as most of the world writes it; null for anything else. */
export function dayFirstDate(text: string): string | null {
  const match = /^(\d{2})([-.])(\d{2})\2(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, , month, year] = match;
  if (Number(day) < 1 || Number(day) > 31 || Number(month) < 1 || Number(month) > 12) return null;
  return `${year}-${month}-${day}`;
}

/** A date written for people ("Sun, 02 Aug 2026 11:04:11 -0700", "Saturday, 1 August 2026 23:12:44"): a time, not text to read. */
export function looksLikeWrittenDate(text: string): boolean {
  if (text.length > 48 || !/\b(?:19|20)\d\d\b/.test(text)) return false;
  // A date alone, written with its month's name ("Tue Jan 27th 2026", "27 January 2026").
  if (!/\b\d{1,2}:\d\d/.test(text))
    return (
      /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i.test(text) &&
      text.split(/\s+/).length <= 5 &&
      !Number.isNaN(Date.parse(text.replace(/(\d)(?:st|nd|rd|th)\b/i, '$1').replace(/,/g, '')))
    );
  // "18 Apr 2026 at 07:48" (Shortcuts), "September 12, 2026 at 08:05AM" (IFTTT).
  const plain = text.replace(/\s+at\s+/i, ' ').replace(/(\d)(am|pm)\b/i, '$1 $2');
  return !Number.isNaN(Date.parse(plain));
}

/**
 * The times a diary tells: from 2001 to 2099, whichever way they were sent. A time outside (Go's zero time
 * 0001-01-01, a "never" written as 9999-12-31, an end a duration of 1e21 seconds away) tells nothing about a day, and
 * would reach date arithmetic and formatting that cannot hold it.
 */
export const TELLABLE_YEARS = { first: 2001, last: 2099 } as const;
/** 2001-01-01T00:00:00Z and 2100-01-01T00:00:00Z in seconds since the epoch. */
export const TELLABLE_EPOCH_S = { from: 978_307_200, until: 4_102_444_800 } as const;

/** Whether an instant (milliseconds since the epoch) is one a diary tells. */
export function isTellableInstant(millis: number): boolean {
  return Number.isFinite(millis) && millis >= TELLABLE_EPOCH_S.from * 1000 && millis < TELLABLE_EPOCH_S.until * 1000;
}

/** Seconds, milliseconds, microseconds or nanoseconds since the epoch, as a tellable instant, else null. */
/** Seconds, milliseconds, microseconds and nanoseconds since the epoch. */
const EPOCH_SCALES = [1, 1_000, 1_000_000, 1_000_000_000] as const;

/** Days since 1970 under a date's name that says it is a number of days (`date_int`: 20130), 1989 to 2079. */
export function isEpochDay(words: readonly string[], value: number): boolean {
  return (
    Number.isInteger(value) &&
    value >= 7_000 &&
    value <= 40_000 &&
    words.includes('date') &&
    words.some((word) => word === 'int' || word === 'days' || word === 'epoch')
  );
}

/** Words of a window's bounds (`from_date_int`, `minStartTimeNs`): what was asked for, not a moment of the record. */
export const WINDOW_BOUNDS = new Set(['from', 'to', 'since', 'until', 'min', 'max']);

export function epochInstant(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  for (const perSecond of EPOCH_SCALES) {
    if (value >= TELLABLE_EPOCH_S.from * perSecond && value < TELLABLE_EPOCH_S.until * perSecond)
      return perSecond === 1 ? value * 1000 : value / (perSecond / 1000);
  }
  return null;
}

const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Seconds of an ISO 8601 duration ("PT58M42S", "P1DT2H"), or null when the text is not one. */
export function isoDuration(text: string): number | null {
  if (text.length > 40 || text[0] !== 'P' || text === 'P' || text.endsWith('T')) return null;
  const match = ISO_DURATION.exec(text);
  if (!match) return null;
  const [, weeks, days, hours, minutes, secs] = match.map((part) => (part === undefined ? 0 : Number(part)));
  return (((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + secs;
}

const SPELLED_DURATION =
  /^(?:(\d{1,3})\s?h(?:ours?|rs?)?)?\s?(?:(\d{1,4})\s?m(?:in(?:utes?|s)?)?)?\s?(?:(\d{1,5})\s?s(?:ec(?:onds?|s)?)?)?$/i;
const CLOCK_DURATION = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/;
/** A time of day written as hours and minutes ("14:00", "9:30"). */
export const HOURS_MINUTES = /^(?:[01]?\d|2[0-3]):[0-5]\d$/;
/** Words that make a field's clock text ("01:41:13") a duration rather than a time of day. */
export const CLOCK_DURATION_WORDS = new Set([
  'duration',
  'runtime',
  'length',
  'elapsed',
  'moving',
  'active',
  ...['tracked', 'logged', 'spent'],
]);
/** Words of time tracked on work (`total_time_tracked: "04:40"`): a two-part clock there is hours and minutes. */
const TRACKED_WORDS = new Set(['tracked', 'logged', 'spent']);

/**
 * Seconds of a duration written for people ("6h 5m", "45 min", "1h 30m 10s"),
 * or, under a field named for a duration, as a clock ("01:41:13"). A two-part clock is minutes and seconds ("3:45",
 * a track's length) unless the sender writes its times of day the same way (`hoursClock`: "00:30" beside "14:00").
 */
export function spelledDuration(text: string, words: readonly string[], hoursClock = false): number | null {
  if (text.length > 24 || !/\d/.test(text)) return null;
  const spelled = SPELLED_DURATION.exec(text.trim());
  if (spelled && (spelled[1] !== undefined || spelled[2] !== undefined || spelled[3] !== undefined)) {
    return Number(spelled[1] ?? 0) * 3600 + Number(spelled[2] ?? 0) * 60 + Number(spelled[3] ?? 0);
  }
  const clock = CLOCK_DURATION.exec(text.trim());
  if (clock && words.some((word) => CLOCK_DURATION_WORDS.has(word))) {
    if (clock[3] !== undefined) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
    const hours = hoursClock || words.some((word) => TRACKED_WORDS.has(word));
    return Number(clock[1]) * (hours ? 3600 : 60) + Number(clock[2]) * (hours ? 60 : 1);
  }
  return null;
}
