import { CLOCK_WORDS } from '../vocabulary/non-measure-words';
import { hasAny } from '../vocabulary/key-words';
import { PHASE_KINDS, outcomeOfKind } from './item-shape';
import { planOf } from '../vocabulary/quantity-plan';
import { MONEY } from '../vocabulary/measure-words';
import { currencyFor } from './item-money';
import { CATALOGUE_TEXT, CODED_OWN_TEXT, RECORDED_TEXT, STATE_WORDS } from '../vocabulary/text-roles';
import { SENDER_WORDS, isContext, textWeight } from '../vocabulary/text-roles';
import { stateOfDeviceAction } from '../vocabulary/device-actions';
import { jsonDocumentIn } from '../vocabulary/json-text';
import { quantityOf } from '../vocabulary/quantity';
import {
  CONTEXT_TEXT_SHARE,
  KIND_PHRASE,
  MENTIONED_NAME_SHARE,
  PROSE_DEPTH,
  SHOUTED_TEXT_SHARE,
  STATE_DEPTH,
  MEASURE_DEPTH,
  STATE_NAME_CHARS,
  WORD_DEPTH,
  WORD_TEXT_SHARE,
} from './item-weights';
import {
  isConsonantCode,
  isEpochDay,
  isoDuration,
  spelledDuration,
  isCodedToken,
  isCodeName,
  isFileName,
  isNumberedCode,
  isProse,
  isWord,
  looksLikeDate,
  looksLikeEmail,
  looksLikeIdentifier,
  looksLikeUrl,
  looksLikeWrittenDate,
  dayFirstDate,
  compactTimeOf,
  parseWrittenTime,
  wallTimeAsUtc,
} from '../vocabulary/value-shapes';
import { Frame, envelopeRank, timeDepthOf } from './item-context';
import { ItemFindings } from './item-findings';
import { readMeasured, readNumber } from './item-numbers';
import { profileOfWords } from '../vocabulary/field-roles';
import { CHANNEL_WORDS, PLUMBING_KINDS, NUMERIC, ENUM_CONSTANT, DATE_FIELD } from '../vocabulary/item-words';
import { enumText, nameText, plainOf, stateText } from '../vocabulary/plain-text';
import { isCapitalPlace, townAsWritten } from './field-shapes';
import { activityOfCode } from '../vocabulary/activity-codes';
import { isSkySymbolField, weatherOfSymbol } from '../vocabulary/weather-codes';

/** A thing and what befell it, dotted as a code: `Timesheet.Update`, `order.created`, `Contact:Deleted`. */
const DOTTED_EVENT_CODE =
  /^[A-Za-z][A-Za-z0-9_]*(?:[.:][A-Za-z][A-Za-z0-9_]*)*[.:](?:insert|update|delete|create|remove|add|change|inserted|updated|deleted|created|removed|added|changed)$/i;

/** Lists that label a record rather than say anything of it. */
const TAG_LISTS = new Set(['tags', 'keywords', 'hashtags', 'topics', 'labels']);

/** A bracketed detail at a phrase's end (" (60 min)"). */
const BRACKETED_END = /\s*\([^()]{1,20}\)$/;

/** Deepest level an activity code names the item's activity (a timeline's `{ "activitySegment": { "activityType" } }`). */
const ACTIVITY_DEPTH = 3;

const EXPONENT_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)e[-+]?\d+$/i;

const TAG_PAIR = /\[[A-Za-z]\w* "[^"\n]*"\]/g;

/** How an API answered (`status: {value: "SUCCESS"}`), not where the thing stands. */
/** Fields of the country or region something is in. */
const REGION_WORDS = new Set(['country', 'region', 'province', 'county', 'territory', 'city', 'town']);

/** A country's or region's name (`country: "South Africa"`, `country: {name}`): where the thing is. */
function isRegionName(words: readonly string[], parentWords: readonly string[]): boolean {
  const last = words[words.length - 1];
  return (
    REGION_WORDS.has(last) || ((last === 'name' || last === 'label') && parentWords.some((w) => REGION_WORDS.has(w)))
  );
}

/** A name chosen as a slug: words of letters and digits joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/** States that say nothing is there ("plugin_state": "none"). */
// (And a code in brackets, a stage as a list's text: `CANCEL_STAGE: "[PRE_CONFIRMED]"`.)
const EMPTY_STATES = /^(?:none|null|n\/a|na|unknown|undefined|empty|\[[A-Z_]*\])$/i;
/** Words of a device's own display, whose mode is a setting, no state. */
// (And how a list is shown, `viewMode: "list"`.)
const DISPLAY_WORDS = new Set(['led', 'leds', 'display', 'screen', 'indicator', 'view']);

/** States that only say which version of a record this is (`eventStatus: "created"`, then `"updated"`): none. */
const VERSION_STATES = /^(?:created|updated|modified)$/i;

/** Bags of a merchant's or a person's own key-value notes on a record (Razorpay's `notes`, Stripe's `metadata`). */
const NOTE_BAGS = new Set(['notes', 'metadata', 'custom_fields', 'customfields']);
const MAX_NOTE_CHARS = 120;

/** Where a deployment or a release went, as its `target` or `environment` names it. */
const RELEASE_TARGET_WORDS = new Set(['target', 'environment', 'env', 'stage']);
const RELEASE_TARGETS = /^(?:production|staging|preview|development|sandbox|live)$/i;

function isReleaseTarget(words: readonly string[], text: string): boolean {
  return RELEASE_TARGET_WORDS.has(words[words.length - 1] ?? '') && RELEASE_TARGETS.test(text);
}

function isNoteBag(parentWords: readonly string[]): boolean {
  return NOTE_BAGS.has(parentWords.join('_'));
}

/** Words of fields whose capitals are a code of a value, never a name (`type_name: "DEBIT"`). */
const CODED_NAME_WORDS = new Set(['type', 'kind', 'category', 'status', 'state', 'code', 'class', 'level', 'mode']);

/** A business's short name in capitals under a name (`merchantName: "HSL"`, "IKEA"), as its sign writes it. */
function isShortBrand(text: string, words: readonly string[]): boolean {
  // (Up to eight letters: a programme an appliance shows as "QUICK", "ECO".)
  return (
    /^[A-Z]{2,8}$/.test(text) &&
    words.at(-1) === 'name' &&
    words.length > 1 &&
    !words.some((word) => CODED_NAME_WORDS.has(word))
  );
}

/** A one-word reason that names the outcome it explains ("Refused", "Declined", "Expired"). */
const OUTCOME_REASON = /^(?:refused|declined|rejected|denied|blocked|expired|cancell?ed|failed|timed out)$/i;

const RESULT_FIELD = /^(?:result|outcome)$/;

/** A flight's number as a board writes it ("6E6184", "EK510") under a flight's name: its name, not a code. */
const FLIGHT_NUMBER = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;

function isFlightNumber(words: readonly string[], text: string): boolean {
  return words.length <= 2 && words[0] === 'flight' && FLIGHT_NUMBER.test(text.trim());
}

const GLUED_CODE = /^\d{1,4}[A-Z]$/;

/** A status sent as a code in capitals that is a past participle (`fullCode: "CANCELLED"`): where the record stands. */
const LIFECYCLE_CODE = /^[A-Z]{3,}(?:_[A-Z]+)*ED$/;

const RESPONSE_STATES = /^(?:success|successful|ok|error|failure)$/i;

// The texts of an item: times, durations, dates, its kind, labels and the texts that tell it.

const UTC_CLOCK_WORDS = new Set(['utc', 'gmt', 'factory', 'system']);

/** The longest transcript told as its speaker's message: a voicemail's, whole in its record's own field. */
const VOICEMAIL_CHARS = 400;

/** Words of how a thing was paid or sent. */
// (So does the network that carried it: a message's `carrier`, "Bell Mobility".)
const HOW_WORDS = new Set(['method', 'carrier']);

/**
 * A whole postal address written over several lines (`shipping_address: "Jan Hoffmann\nWeserstraße 112\n…"`): where a
 * parcel goes, with a stranger's phone and e-mail, nobody's words.
 */
function isWholeAddress(words: readonly string[], text: string): boolean {
  return words[words.length - 1] === 'address' && !words.includes('email') && /\n/.test(text.trim());
}

/** A numbered line of a postal address (`address_1`, `address_line2`, `line1`); a whole address says where one was. */
function isStreetLine(words: readonly string[]): boolean {
  return (
    (words[0] === 'address' && /^(?:\d|line)/.test(words[1] ?? '')) ||
    (words.length === 2 && words[0] === 'line' && /^\d$/.test(words[1]))
  );
}

/** A tracker's key of a ticket: its project's letters and its number ("KTM-482"), on the ticket itself. */
const TICKET_KEY = /^[A-Z][A-Z0-9]{1,9}-\d{1,6}$/;
const TICKET_KEY_DEPTH = 2;

/** Names of a field that writes another for people. */
const FORMATTED = new Set(['formatted', 'display', 'pretty']);
const FORMATTED_AMOUNTS = new Set(['amount', 'price', 'total', 'value', 'cost', 'balance']);
const CLOCK_WITH_TENTHS = /^(?:(\d{1,3}):)?(\d{1,2}):([0-5]\d(?:\.\d+)?)$/;

/** Seconds of "24:02.3" or "1:02:03": a duration as a stopwatch shows it. */
function clockSeconds(text: string): number | null {
  const clock = CLOCK_WITH_TENTHS.exec(text);
  return clock ? Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]) : null;
}
/** A time's mark of UTC ("Z", "+00:00"). */
const MARKED_UTC = /(?:Z|[+-]00:?00)$/i;

/** What a record belongs to (its project, its client): context that names what the record was for. */
const BELONGS_TO = new Set([
  'project',
  // The repository a push or a build went to, the bucket a file was stored in.
  'repository',
  'repo',
  'bucket',
  'client',
  'customer',
  'workspace',
  'board',
  'author',
  'authors',
  'artist',
  'artists',
  'narrator',
  'narrators',
  // The app a platform's event is about (a deploy of `app: {name}`).
  'app',
  'application',
  // Whom a task is given to.
  'assignee',
  'assignees',
]);
/**
 * Where a post went: the community or channel it belongs to (`subreddit_name_prefixed: "r/Adelaide"`), a chat
 * message's recipient as shown (`display_recipient: "release-train"`, a stream's name).
 */
const POSTED_IN = new Set(['subreddit', 'community', 'channel', 'forum', 'group', 'recipient']);
const SHOWN_NAME = new Set(['name', 'display']);
/** The name of where a post went, as a field (`channel_name`, `display_recipient`) or a place's own (`channel.name`). */
const namesWherePosted = (frame: Frame) =>
  frame.field.words.some((w) => POSTED_IN.has(w))
    ? frame.field.words.length === 1 || frame.field.words.some((w) => SHOWN_NAME.has(w))
    : frame.field.words.length === 1 &&
      frame.field.words[0] === 'name' &&
      POSTED_IN.has(frame.parentWords[frame.parentWords.length - 1]);
const belongsTo = (frame: Frame) =>
  frame.parentWords.some((w) => BELONGS_TO.has(w)) ||
  (frame.field.words.some((w) => SHOWN_NAME.has(w)) &&
    frame.field.words.some((w) => POSTED_IN.has(w) || BELONGS_TO.has(w)));
/** "1:00pm", "9:40 AM", "13:05": a time of day alone. */
const WALL_CLOCK = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?\s?([ap]\.?m\.?)?$/i;
/** A clock written for people with its zone's abbreviation, perhaps in brackets: "05:00 AM (ACDT)", "17:30 CET". */
const ZONED_CLOCK =
  /^\d{1,2}:[0-5]\d(?::[0-5]\d)?\s?(?:[aApP]\.?[mM]\.?\s?(?:\(\s?[A-Z]{2,5}\s?\)|[A-Z]{2,5})?|\(\s?[A-Z]{2,5}\s?\)|[A-Z]{2,5})$/;
/** "$24.87", "€1,049.50": a currency's symbol and an amount with its cents. */
const WRITTEN_MONEY = /^(-?[$€£¥₹])\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})|\d+\.\d{2})$/;
/** Symbols that name one currency; "$" is several and needs the item's own currency. */
const SYMBOL_CURRENCY: Record<string, string> = { '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };
/** "$29.00", "€1,049.50", "29.00 USD": the number of an amount written for people. */
const WRITTEN_AMOUNT = /^[^\d-]{0,4}\s?(-?[\d,]+(?:\.\d+)?)(?:\s?[A-Z]{3})?$/;

/** A shape written as geometry (`CIRCLE (-36.85 174.74, 60)`, `POLYGON ((...))`): coordinates, nobody's words. */
const GEOMETRY =
  /^\s*(?:POINT|CIRCLE|POLYGON|LINESTRING|MULTIPOINT|MULTIPOLYGON|MULTILINESTRING|GEOMETRYCOLLECTION)\s*\(/i;

/** An amount with its cents beside a currency's code or sign: "125.00 EUR", "€45.00". */
const WRITTEN_CENTS =
  /(?:[€$£¥₹]\s?(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2}))|(?:(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})\s?(?:[A-Z]{3}\b|[€$£]))/g;
const MAX_WRITTEN_AMOUNTS = 8;

const MAX_REQUEST_CHARS = 160;
const TICKER = /^[A-Z][A-Z0-9&]{0,11}(?:[.-][A-Z]{1,3})?$/;

/** A card number with its middle masked ("458712XXXXXX4821", "****1234"). */
const MASKED_CARD = /\b\d{4,6}[X*]{4,}\d{2,4}\b|[X*]{4,}\d{4}\b/i;

/** Slash-separated codes of a bank’s narrative, one of them holding a reference of six digits or more. */
function isBankNarrative(text: string): boolean {
  if (MASKED_CARD.test(text)) return true;
  // (Addresses and markup have slashes and long numbers of their own.)
  if (text.includes('://') || text.includes('<')) return false;
  const segments = text.split('/');
  return segments.length >= 4 && segments.some((segment) => /\d{6,}/.test(segment));
}

/** Words someone wrote as a label: two words or more, letters in lower case among them, no digits run long. */
function isWrittenLabel(text: string): boolean {
  const trimmed = text.trim();
  return (
    /\s/.test(trimmed) && /\p{Ll}{2}/u.test(trimmed) && !/\d{5,}/.test(trimmed) && trimmed.length <= MAX_PLACE_NAME
  );
}

/** Names of an object holding a record's earlier version's fields. */
const EARLIER_VERSION = new Set(['previous', 'prev', 'old', 'original']);

/** What fires a notice on a rule someone set up (a webhook, a trigger, an alert): its name is what happened. */
const FIRED_RULES = new Set(['webhook', 'trigger', 'alert', 'alarm', 'rule', 'automation']);

/** Fields naming who issued the card or account a payment came from (`CardIssuingBank`, `issuer`). */
const ISSUER_WORDS = new Set(['issuing', 'issuer']);

/**
 * A channel named by its code (`channelName: "airbnbOfficial"`, `source: "bookingcom"`, `"direct"`): one word in lower
 * or camel case, the sender's constant; a channel named for people is capitalised ("Airbnb", "Booking.com").
 */
function isChannelCode(words: readonly string[], text: string): boolean {
  return hasAny(words, CHANNEL_WORDS) && /^[a-z][a-zA-Z0-9]*$/.test(text.trim());
}

/** A rendered record's lines of contact fields, and its underlined headings. */
const CONTACT_LINE = /^(?:name|e-?mail|phone|mobile|price|total|address):\s\S/gim;
const UNDERLINE = /^(?:={3,}|-{3,})\s*$/m;

/** Three `key = value` lines or `key=value` pairs or more make a text a filled-in template. */
const TEMPLATE_FIELD = /(?:^|\n|\s)-?\s?[a-z][a-z_]{2,30} = \S|(?:^|[\s{[,])[a-z][a-z_]{0,30}=['{\w]/g;
function isFilledTemplate(text: string): boolean {
  // (A record rendered as text for a mail, `"Name: Priya Raman\nPhone: …\nPrice: $135.00\n\nLocation\n========"`, is
  // its fields again: their labels on lines of their own, a heading underlined.)
  const head = text.slice(0, 2_000);
  const labelled = head.match(CONTACT_LINE)?.length ?? 0;
  if (labelled >= 2 || (labelled >= 1 && UNDERLINE.test(head))) return true;
  // (An HTML element's attributes are markup, read as such elsewhere.)
  if (text.includes('<')) return false;
  let fields = 0;
  for (const _ of text.slice(0, 2_000).matchAll(TEMPLATE_FIELD)) if (++fields >= 3) return true;
  return false;
}

/** A number with its unit and nothing else, perhaps marked as about ("~ 27 kWh", "18,511 km", "80%"). */
const MEASURE_TEXT = /^~?\s?(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)\s?(%|[A-Za-z°µ][A-Za-z°µ/²³]{0,7})$/;

const NOT_THERE = /^(?:n\/?a|none|null|undefined|nil|default|-+|—)$/i;

/** When a thing last went down (`lastDownTime`, `last_offline_at`): the start of an outage, not the record's time. */
const DOWN_WORDS = new Set(['down', 'offline', 'outage', 'unreachable']);
const isDownSince = (words: readonly string[]) =>
  words[0] === 'last' && words.length <= 4 && words.some((word) => DOWN_WORDS.has(word));

const isZoneName = (words: readonly string[]) =>
  words.includes('timezone') || words.includes('tz') || (words.includes('time') && words.includes('zone'));

/** Who a sale is for, and who sells: a customer's name beside a business's names the record by the customer. */
const CUSTOMER_WORDS = new Set(['customer', 'client', 'buyer', 'guest', 'patient', 'purchaser']);
const BUSINESS_WORDS = new Set(['restaurant', 'store', 'shop', 'merchant', 'business', 'seller', 'vendor', 'outlet']);

function noteParties(found: ItemFindings, frame: Frame, text: string): void {
  const words = frame.field.words.length === 1 ? [...frame.parentWords, ...frame.field.words] : frame.field.words;
  const name = words[words.length - 1] === 'name';
  if (name && hasAny(words, CUSTOMER_WORDS) && !words.includes('first') && !words.includes('last'))
    found.customer ??= text;
  // (Its name and where it is: `restaurant_street`, `store.city`.)
  else if (hasAny(words, BUSINESS_WORDS) && found.businesses.size < MAX_BUSINESS_TEXTS) found.businesses.add(text);
}
const MAX_BUSINESS_TEXTS = 8;

/** The longest name of a channel or a community told as where words went. */
const MAX_PLACE_NAME = 60;

/** A form of address ("mr", "Ms.", "Dr"): how a person is addressed, no name and no words of theirs. */
const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|madam|mme|mlle|herr|frau|sr|sra)\.?$/i;

/** What a measure's values are called on its chart ("weight in kg", "total pushups"): a short text naming its unit. */
function namesUnit(text: string, unit: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  return unit.length >= 2 && words.length <= 5 && words.includes(unit.toLowerCase());
}

export function readText(found: ItemFindings, frame: Frame, sent: string): void {
  const { field, depth } = frame;
  // What an earlier version of the record said (`previous_data.status_label`, `old: {name}`) is no longer so.
  if (hasAny(frame.parentWords, EARLIER_VERSION)) return;
  // A currency's own name (`currency: {identifier: "NOK", name: "Norwegian krone"}`) names the money, not the record.
  if (frame.parentWords.length === 1 && frame.parentWords[0] === 'currency') return;
  const text = isFileNameField(field.words) ? fileStem(sent) : (storedFileName(field.words, sent) ?? sent);
  // A release's version (`release.version: "app@2.4.0"`, a pushed image's `tag`) is what was released, never a date or an address.
  const release = releaseVersionOf(field.words, frame.parentWords, text);
  if (release !== null) {
    const said = `version ${release}`;
    if (depth <= WORD_DEPTH && !found.texts.some((t) => t.text === said))
      found.texts.push({
        text: said,
        role: 'name',
        weight: textWeight('name', depth) * WORD_TEXT_SHARE,
        top: frame.top,
        order: found.nodes,
        context: false,
      });
    return;
  }
  if (looksLikeUrl(text) || looksLikeEmail(text) || HONORIFIC.test(text.trim()) || GEOMETRY.test(text)) return;
  if (depth <= WORD_DEPTH && text.length <= MAX_PLACE_NAME) noteParties(found, frame, text.trim());
  // "N/A", "none", "-": a value not there.
  if (NOT_THERE.test(text.trim())) return;
  // A bank's own narrative of a payment (`UPI/DR/522183456712/THIRD WAVE COFFEE/YESB/…`, a masked card's
  // `POS 458712XXXXXX4821 …`) is its codes, which the record's other fields say in words.
  if (isBankNarrative(text)) {
    found.machinery++;
    return;
  }
  // The person's own name (whose calendar, whose account) is no news in their own diary.
  if (field.role !== 'own' && found.context.identities?.isMe(text.trim())) return;
  // The sky's symbol (`symbol_code: "partlycloudy_day"`, `icon: "partly-cloudy-night"`) is the weather it names.
  if (isSkySymbolField(field.words)) {
    const sky = weatherOfSymbol(text);
    if (sky !== undefined) {
      // (As deep as a measure: a forecast hour's `data.next_1_hours.summary.symbol_code`.)
      if (depth <= MEASURE_DEPTH) found.labels.push({ text: sky, stale: frame.stale });
      return;
    }
  }
  // How an API answered (`msg: "success"` beside its code) is nobody's words.
  if (depth <= 1 && !frame.inContent && field.role === 'own' && RESPONSE_STATES.test(text.trim())) return;
  // A time zone's name ("Pacific Standard Time", "Europe/Berlin") is how times were written, nothing that happened.
  if (isZoneName(field.words)) return;
  // A channel's name is its name, whatever it looks like ("release-train", "#general"), unless an id is glued into it
  // (`motion_channel_notification218430988`).
  if (
    depth <= WORD_DEPTH &&
    namesWherePosted(frame) &&
    text.length <= MAX_PLACE_NAME &&
    !/\n/.test(text) &&
    !/\d{5,}/.test(text) &&
    // (Nor a sender's reserved name, `__world__`: the public, no place anyone posted in.)
    !/^_{2}|_{2}$/.test(text.trim())
  )
    found.postedIn ??= text.trim();
  if (frame.measure && namesUnit(text, frame.measure.unit)) return;
  // What a value's type is, described (`value_type_description: "Period (min)"`): the schema's words, no one's.
  if (field.words.includes('type') && field.words.includes('description')) return;
  // (A time field's digits in ISO 8601's basic format are a time too; elsewhere they are an order's number.)
  const parsed = parseWrittenTime(text) ?? (field.timeRank !== null ? compactTimeOf(text) : null);
  // (A sender that marks the person's local time as UTC wrote a wall time: senders-clock.)
  const written =
    parsed?.instant != null && MARKED_UTC.test(text.trim()) && found.context.localAsUtc?.() === true
      ? { ...parsed, instant: null }
      : parsed;
  if (written && frame.pairedTime) return;
  // A clock time alone under a time's name ("started_time": "1:00pm"): that time of the item's day, on the wall clock.
  // Only under a name of a moment (start, end, departure): "RunTime": "01:41:13" is how long, not when.
  const clock =
    field.timeRank !== null && !frame.pairedTime && hasAny(field.words, CLOCK_WORDS)
      ? WALL_CLOCK.exec(text.trim())
      : null;
  if (!clock && !written && ZONED_CLOCK.test(text.trim())) {
    // A clock with its zone's abbreviation ("05:00 AM (ACDT)") beside a record's own times: when, never words.
    found.machinery++;
    return;
  }
  if (clock && !written) {
    const hour = (Number(clock[1]) % (clock[3] ? 12 : 24)) + (clock[3] && /^p/i.test(clock[3]) ? 12 : 0);
    if (hour < 24 && Number(clock[2]) < 60)
      found.times.push({
        rank: field.timeRank!,
        depth,
        day: found.date ?? found.context.day,
        minute: hour * 60 + Number(clock[2]),
        midnight: false,
        end: field.ends,
      });
    return;
  }
  if (written) {
    if (field.words.includes('due')) found.due = true;
    const rank = envelopeRank(frame, field.timeRank ?? 4);
    // A day's total stamped at midnight ("2026-11-21 00:00:00 +0100") has a date, not a time.
    // (So is a .NET date at UTC midnight, `/Date(1771286400000+0000)/`: an invoice's date.)
    const midnight =
      /[T ]00:00(?::00(?:\.0+)?)?(?:\s*(?:Z|[+-]\d{2}:?\d{2}))?$/i.test(text) ||
      (/^\/Date\(/.test(text.trim()) && written.instant !== null && written.instant % 86_400_000 === 0);
    // A time without a zone in a field named for UTC ("utcTime"), or for a device's own clock ("FactoryTimestamp",
    // "systemTime", beside the display's local time), is UTC, not the person's wall clock.
    // So is every one of a sender that writes UTC without saying so (senders-clock).
    const utc =
      written.instant === null &&
      (frame.utcClock === true ||
        field.words.some((word) => UTC_CLOCK_WORDS.has(word)) ||
        found.context.utcWallClock?.() === true)
        ? wallTimeAsUtc(written)
        : null;
    if ((written.instant !== null || utc !== null) && isDownSince(field.words)) {
      found.downSince ??= (written.instant ?? utc)!;
      return;
    }
    if (written.instant !== null || utc !== null)
      found.time(rank, timeDepthOf(frame), (written.instant ?? utc)!, midnight, field.ends, field.words);
    else
      found.times.push({
        rank,
        depth,
        day: written.date,
        minute: written.hour * 60 + written.minute,
        midnight,
        end: field.ends,
      });
    return;
  }
  // An amount written for people beside the number it formats: its scale (`total: 2900`, `total_formatted: "$29.00"`).
  // So is a duration written as a clock (`time: 14423` in tenths of a second, `time_formatted: "24:02.3"`).
  // (Also named first before an amount: `formattedAmount`, `displayPrice`; not `display_name`.)
  if (
    FORMATTED.has(field.words[field.words.length - 1] ?? '') ||
    (FORMATTED.has(field.words[0] ?? '') && field.words.some((word) => FORMATTED_AMOUNTS.has(word)))
  ) {
    const key = field.words.filter((word) => !FORMATTED.has(word)).join(' ');
    const written = WRITTEN_AMOUNT.exec(text);
    if (written) found.formattedMoney.set(key, Number(written[1].replace(/,/g, '')));
    const clock = clockSeconds(text.trim());
    if (clock !== null) found.formattedDurations.set(key, clock);
    return;
  }
  // A ticket's key (`key: "KTM-482"`), which its people call it by.
  if (
    field.words.length === 1 &&
    field.words[0] === 'key' &&
    depth <= TICKET_KEY_DEPTH &&
    !frame.context &&
    TICKET_KEY.test(text.trim())
  ) {
    found.texts.push({
      text: text.trim(),
      role: 'name',
      weight: textWeight('name', depth) * MENTIONED_NAME_SHARE,
      top: frame.top,
      order: found.nodes,
      context: false,
    });
    return;
  }
  if (field.technical) return;
  // (A recipe's instructions are its steps; an order's, a line long, are what someone asked for.)
  const request = field.words.includes('instructions') && text.length <= MAX_REQUEST_CHARS && !/\n/.test(text);
  if (hasAny(field.words, CATALOGUE_TEXT) && !request) return;
  // A transcript's lines are whoever spoke them: the meeting is told, not what was heard in it.
  // (A voicemail's few lines, though, are its caller's message.)
  const recorded = hasAny(field.words, RECORDED_TEXT) || frame.parentWords.some((word) => RECORDED_TEXT.has(word));
  const voicemail =
    depth <= 1 && frame.element !== true && hasAny(field.words, RECORDED_TEXT) && text.length <= VOICEMAIL_CHARS;
  if (recorded && !voicemail) return;
  if (hasAny(field.words, CODED_OWN_TEXT) && !/\s/.test(text)) {
    // (Except a reason that is the outcome itself: a payment's `reason: "Refused"` is how it ended.)
    if (frame.depth <= STATE_DEPTH && OUTCOME_REASON.test(text))
      found.labels.push({ text: text.toLowerCase(), stale: frame.stale });
    return;
  }
  // The person's own name on their own record (an account holder's alias) names no one else: it tells nothing.
  if (field.role === 'name' && found.context.identities?.isMe(text)) return;
  // A flag sent as text ("is_purchased": "true") is no name and no words.
  if (/^(?:true|false|null|undefined)$/i.test(text)) return;
  // A JSON document sent as text is data to read, not the person's words.
  if ((text[0] === '{' || text[0] === '[') && typeof frame.value === 'string') {
    const document = jsonDocumentIn(frame.value);
    if (document !== undefined) {
      found.stack.push({ ...frame, value: document, depth: frame.depth + 1 });
      return;
    }
  }
  // A text of tag pairs (a chess game's PGN headers, `[Event "Live Chess"] [White "…"]`) is a file's data, not words.
  if (text[0] === '[' && (text.match(TAG_PAIR) ?? []).length >= 3) return;
  // A text led by a long code (a board position, `rnbqkbnr/pppppppp/8/… w KQkq - 0 1`) is a code with its fields.
  const lead = text.split(/\s/, 1)[0];
  if (lead.length >= 15 && lead.includes('/') && lead.length * 2 >= text.length && looksLikeIdentifier(lead)) return;
  // So is one led by a long run of digits (a QR code's payload, `000201010212…`): a machine's string, nobody's words.
  if (lead.length >= 20 && (lead.match(/\d/g) ?? []).length * 2 >= lead.length) return;
  // "45m" or "1:20" is a duration only under a name that says so ("915M" is a radio's band, not 15 hours); under
  // another ("text": "2 hrs 48 mins") it is a number written for people, never their words.
  const iso = isoDuration(text);
  const spelled = iso === null ? spelledDuration(text, field.words, frame.hoursClock) : null;
  const duration = iso ?? (spelled !== null && planOf(field.words).duration ? spelled : null);
  if (duration === null && spelled !== null) return;
  if (duration !== null) {
    if (frame.context) return;
    if (duration > 0)
      found.quantities.push({
        label: quantityOf(field.words, 1)?.label ?? field.words.join(' '),
        dimension: 'duration',
        value: duration,
        depth,
        order: found.nodes,
        stale: frame.stale,
      });
    return;
  }
  // An epoch sent as digits under a time's name ("startTimeNanos": "1749906252310000000") is a time, not an id.
  // So is a number sent as digits under a measure's name ("activeTimeMillis": "2700000").
  if (
    /^\d{1,19}$/.test(text) &&
    (field.timeRank !== null || isEpochDay(field.words, Number(text)) || quantityOf(field.words, Number(text)) !== null)
  )
    return readNumber(found, frame, Number(text), text);
  // A type named as a reverse domain ("com.google.weight") is the sender's identifier, not a name.
  if (/^[a-z]{2,}\.[a-z0-9-]+(?:\.[a-z0-9_]+)+$/.test(text)) {
    found.machinery++;
    return;
  }
  if (looksLikeIdentifier(text)) {
    found.machinery++;
    return;
  }
  const dayFirst = dayFirstDate(text);
  if (dayFirst !== null) {
    if (DATE_FIELD.test(field.words.join(' ')) && found.date === null) found.date = dayFirst;
    return;
  }
  if (looksLikeDate(text) || looksLikeWrittenDate(text)) {
    // An item's own date ("date": "2026-07-08") says which day it is about.
    if (DATE_FIELD.test(field.words.join(' ')) && /^\d{4}-\d{2}-\d{2}$/.test(text) && found.date === null)
      found.date = text;
    return;
  }
  if (NUMERIC.test(text)) return readNumber(found, frame, Number(text), text);
  // A measure written for people with its unit ("18,511 km", "~ 27 kWh", "38%"): a number to read, never words; a
  // bare amount in a currency's code ("0 AUD") is what the record's own numbers tell.
  // (A type's code, an aircraft's "32N", a seat's "12A", is no measure: digits with one capital glued on.)
  const measured =
    field.role === 'name' || field.role === 'title' || field.kind || GLUED_CODE.test(text.trim())
      ? null
      : MEASURE_TEXT.exec(text.trim());
  if (measured) {
    // (About so much, "~ 27 kWh", is the record's exact number rounded for people: that number tells it.)
    if (text.trim().startsWith('~')) return;
    const value = Number(measured[1].replace(/,/g, ''));
    const unit = measured[2];
    if (unit === '%') return readNumber(found, { ...frame, field: profileOfWords([...field.words, 'percent']) }, value);
    if (/^[A-Z]{3}$/.test(unit) || !Number.isFinite(value)) return;
    return readMeasured(found, frame, value, unit);
  }
  // A number in exponent notation ("-1e+21") is a machine's, never a word, state or name.
  if (EXPONENT_NUMBER.test(text)) return;
  // An amount written for people under a money's name ("total_fare": "$24.87"), in the currency the item names.
  const writtenMoney = WRITTEN_MONEY.exec(text);
  if (writtenMoney && hasAny(field.words, MONEY)) {
    const currency =
      SYMBOL_CURRENCY[writtenMoney[1]] ??
      (writtenMoney[1] === '$' ? currencyFor(field.words, frame.currencies) : undefined);
    if (currency)
      return readNumber(
        found,
        { ...frame, currencies: new Map([['', currency]]) },
        Number(writtenMoney[2].replace(/,/g, '')),
        writtenMoney[2],
      );
  }
  // A short phrase in the item's own kind field ("activity": "Morning run") names what happened.
  // (What it adds in brackets, "Lomi Lomi Massage (60 min)", is the kind's detail: its length is the record's own.)
  const kindPhrase = field.kind ? text.replace(BRACKETED_END, '') : text;
  if (
    depth === 1 &&
    field.kind &&
    found.noun === null &&
    isProse(kindPhrase) &&
    kindPhrase.length <= KIND_PHRASE.chars &&
    kindPhrase.split(/\s+/).length <= KIND_PHRASE.words &&
    !kindPhrase.includes('#')
  ) {
    // ("Modification of booking": a booking, changed; "Cancellation": cancelled.)
    const ended = outcomeOfKind(kindPhrase);
    if (ended?.outcome) found.labels.push({ text: ended.outcome, stale: frame.stale });
    found.noun = ended ? ended.noun || null : kindPhrase;
    return;
  }
  // An event's code under a title's name (a webhook's `topic: "Timesheet.Update"`) names the delivery, in no one's words.
  if (!field.kind && (field.role === 'title' || field.role === 'name') && DOTTED_EVENT_CODE.test(text.trim())) {
    found.machinery++;
    return;
  }
  // A list of tags or keywords (`keywords: ["catalog sync", ...]`) labels the record: no one wrote them as words.
  if (frame.element === true && TAG_LISTS.has(field.words.at(-1) ?? '')) return;
  // A part's own category beside the record's kind (a card payment's `merchant.category`) says what the part is, not
  // what happened, and is nobody's words.
  if (field.kind && depth >= 2 && found.noun !== null && field.words.at(-1) === 'category') return;
  // A value the person set in a bag of their own notes (`notes: {workshop: "Wheel Throwing Basics - Sat 21 June"}`), words
  // under a key they chose, names what the record is for.
  const role =
    field.role ??
    ((isNoteBag(frame.parentWords) && isProse(text) && text.length <= MAX_NOTE_CHARS) ||
    // So does where a release went (`target: "production"`).
    isReleaseTarget(field.words, text) ||
    // And a reference the person wrote in words (`shipmentReference: "Lego Botanicals for Mum"`): what the thing is.
    (field.words[field.words.length - 1] === 'reference' && isWrittenLabel(text))
      ? 'name'
      : null);
  // How it was paid or sent (`payment_method_title`: "Credit / Debit Card") and a postal address's lines say how and
  // where a thing went, nobody's words and no name of it.
  if (hasAny(field.words, HOW_WORDS) || isStreetLine(field.words) || isWholeAddress(field.words, text)) return;
  // A thing's internal name (`property_internal_name: "PLC-Pokhara"`) is its staff's code beside its name for people.
  if (field.words.includes('internal') && field.words[field.words.length - 1] === 'name') return;
  // A device's, a user's or an app's name says where the data came from, not what happened.
  // So do the name of the country or region a thing is in (`merchant.country.name`), where, not what, and the app it
  // was sent from (`"source": "Twitter for Android"`).
  // (A device's own event is about the device: its name is the record's.)
  // (The name the person gave the rule that fired, `webhookName: "Low Fuel"`, names what happened.)
  const firedRule = field.words.length === 2 && field.words[1] === 'name' && FIRED_RULES.has(field.words[0]);
  const contextFactor =
    !firedRule &&
    (frame.context ||
      (isContext(field.words) && !(found.deviceEvent && depth <= 1 && field.words[0] === 'device')) ||
      isRegionName(field.words, frame.parentWords) ||
      field.words[field.words.length - 1] === 'source' ||
      (field.words.length >= 2 &&
        field.words[field.words.length - 1] === 'name' &&
        hasAny(field.words, SENDER_WORDS)) ||
      // (So does the channel a sale came through, `SourceName: "Shop counter"`, and the bank that issued the payer's card.)
      (field.words.length >= 2 &&
        field.words[field.words.length - 1] === 'name' &&
        hasAny(field.words, CHANNEL_WORDS)) ||
      hasAny(field.words, ISSUER_WORDS))
      ? CONTEXT_TEXT_SHARE
      : 1;
  const contextual = contextFactor < 1;
  // A label's own text (`label: {text: "Working on it"}`, as a board's status column sends it) is a state.
  const labelText =
    field.words[field.words.length - 1] === 'text' &&
    frame.parentWords.length === 1 &&
    frame.parentWords[0] === 'label';
  // So is a short phrase in a state field ("In use", "Out for delivery").
  const statePhrase =
    depth <= STATE_DEPTH &&
    STATE_FIELD_ENDS.has(field.words[field.words.length - 1]) &&
    text.split(/\s+/).length <= 3 &&
    !/[.!?:]$/.test(text);
  if (
    isProse(text) &&
    ((frame.parentWords.some((w) => STATE_WORDS.has(w)) && field.words[field.words.length - 1] === 'name') ||
      labelText ||
      statePhrase) &&
    text.length <= STATE_NAME_CHARS
  ) {
    found.labels.push({ text, stale: frame.stale });
    return;
  }
  // A report a machine filled in ("Labels: - alertname = … - instance = …"): its fields, nobody's words.
  if (isFilledTemplate(text)) return;
  if (isProse(text)) {
    // Amounts written with their cents ("7 nights x 125.00 EUR"): the record counts whole units; under a name of money
    // the text is those amounts written for people, which the record's own numbers tell.
    let amounts = 0;
    for (const match of text.matchAll(WRITTEN_CENTS)) {
      if (++amounts > MAX_WRITTEN_AMOUNTS) break;
      found.writtenAmounts.add(Number((match[1] ?? match[2]).replace(/,/g, '')));
    }
    if (amounts > 0 && planOf(field.words).money) return;
    // A signed readout ("+15 due in 1 day", "-0.3 kg this week"): what a chart says of the numbers, no one's words.
    if (/^[+\-−]\d[\d.,]*\s+\p{L}/u.test(text.trim())) return;
    // A bank's raw upper-case line reads worse than the same thing named in ordinary case.
    const shouting = /\p{Lu}{4}/u.test(text) && text === text.toUpperCase() ? SHOUTED_TEXT_SHARE : 1;
    // Prose under a name that says nothing of its role counts near the top of the item only.
    if (
      depth <=
      (role === 'own' || role === 'title'
        ? PROSE_DEPTH.ownOrTitle
        : role === 'name'
          ? PROSE_DEPTH.name
          : PROSE_DEPTH.other)
    ) {
      // The title of what the record belongs to (its feed, its project) names it; it is nobody's words, and nor is
      // the description of the context it came through (a repository's "Kirana shop ledger API").
      const told =
        contextual && belongsTo(frame) && role === 'title' ? 'name' : contextual && role === 'own' ? null : role;
      found.texts.push({
        text: plainOf(text),
        role: told,
        weight: textWeight(told, depth) * contextFactor * shouting * creatorShare(field.words),
        top: frame.top,
        order: found.nodes,
        context: contextual,
        belongs: belongsTo(frame) || creatorShare(field.words) < 1,
        ...(frame.speaker !== undefined && told === 'own' ? { by: frame.speaker } : {}),
      });
    }
    return;
  }
  if (!isWord(text)) return;
  // A security's ticker is its name, in capitals as it is written ("NVDA", "BRK.B").
  if (
    role === 'name' &&
    depth <= WORD_DEPTH &&
    TICKER.test(text) &&
    (field.words.includes('symbol') || field.words.includes('ticker'))
  ) {
    found.texts.push({
      text,
      role,
      weight: textWeight(role, depth),
      top: frame.top,
      order: found.nodes,
      context: contextual,
    });
    return;
  }
  // A documented activity code in a kind field ("activityType": "IN_SUBWAY") says what happened, however deep.
  const activity = field.kind && !frame.context && depth <= ACTIVITY_DEPTH ? activityOfCode(text) : undefined;
  if (activity !== undefined) {
    if (activity !== null && !found.activityNamed) [found.noun, found.activityNamed] = [activity, true];
    return;
  }
  // A state field, or the name of a state object (`"state": { "name": "Done" }`), says where the thing is now.
  const last = field.words[field.words.length - 1];
  // (So is a state object's own state: `tracking_status: {status: "TRANSIT", status_details}`.)
  const stateName =
    // (Or its message, `status: {id: 1000, message: "Ready to send"}`, when the object holds nothing else to say.)
    ((last === 'name' || last === 'label' || field.state || (last === 'message' && field.words.length === 1)) &&
      frame.parentWords.some((w) => STATE_WORDS.has(w))) ||
    labelText;
  // "success" at the top of a response or inside a status object is how an API answered; the status of a record an
  // event carries, or of a part (`workflow.status`, `job.status`), is where that thing stands: a build that passed.
  // (An API answers with a status; a record's own `state` of "error" is where it stands.)
  const apiAnswer =
    RESPONSE_STATES.test(text) &&
    ((depth <= 1 && !frame.inContent && field.words[field.words.length - 1] !== 'state') ||
      frame.parentWords.some((w) => STATE_WORDS.has(w)));
  // A device's action is the state it left it in (a lock's "unlock": unlocked), no kind of event of its own.
  const reached =
    found.deviceEvent && depth <= STATE_DEPTH && (field.state || field.verb) ? stateOfDeviceAction(text) : null;
  if (reached !== null) found.labels.push({ text: reached, stale: frame.stale });
  else if (
    depth <= STATE_DEPTH &&
    (field.state || stateName || (depth === 1 && last === 'code' && LIFECYCLE_CODE.test(text))) &&
    !apiAnswer &&
    !EMPTY_STATES.test(text) &&
    !VERSION_STATES.test(text) &&
    // (What a device's light or screen shows, `ledMode: "co2"`, is a setting of it.)
    !hasAny(field.words, DISPLAY_WORDS) &&
    (stateName || !frame.context) &&
    // A state named for another party (`clientState`, `user_state`) is theirs, not the record's; so is a party's own
    // (`customer: {state: "disabled"}`: their account's).
    (stateName || !field.owner || (found.deviceEvent && field.words[0] === 'device')) &&
    (stateName || !frame.parentWords.some((word) => PARTY_WORDS.has(word)))
  )
    found.labels.push({
      text: stateText(text),
      stale: frame.stale,
      aside: isAsideState(found, frame),
      // (A field named `state` or `status` says where the thing stands before a mode beside it, `mode: "MAIN_AREA"`.)
      own: depth === 1 && field.words.length === 1 && (field.words[0] === 'state' || field.words[0] === 'status'),
      // (And a state object's own state, `list_status: {status: "dropped"}`, before the thing's, `status: "finished_airing"`;
      // and how a game or a run ended, `battle.result: "defeat"`, before its mode.)
      first: (stateName && !labelText && field.state && depth === 2) || (depth <= 2 && RESULT_FIELD.test(last)),
    });
  // Only the item's own top-level fields name its kind: a nested `type` describes a part (a user, a repository).
  // "calendar#event", "event_callback": the sender's type tags, not what happened.
  // (So is a resource's path, "Users/abc/Events/AAMk".)
  // (So is a vendor's type code, an acronym glued to a word: `NAMain`, `NAModule4`.)
  const tag =
    text.includes('#') ||
    PLUMBING_KINDS.test(enumText(text)) ||
    isConsonantCode(text) ||
    /\/.*\//.test(text) ||
    /^[A-Z]{2,}[A-Z][a-z]+\d*$/.test(text);
  // (The outcome a kind field says, when it is not the record's first kind: read once.)
  const secondKindOutcome = depth === 1 && field.kind && !tag ? (outcomeOfKind(text)?.outcome ?? null) : null;
  // (The channel a change came through, `changeSource: "CRM_UI"`, is no kind of what happened.)
  if (CHANNEL_WORDS.has(field.words[field.words.length - 1] ?? '') && (field.verb || field.kind)) return;
  if (depth === 1 && field.verb && found.verb === null) {
    if (!tag && reached === null) found.verb = enumText(text);
  } else if (depth === 1 && field.kind && found.verb === null && !field.state && VERSION_STATES.test(text)) {
    // A kind that only says a version was made (`type: "updated"` beside the workout): what happened to the record.
    found.verb = text.toLowerCase();
  } else if (depth === 1 && field.kind && PHASE_KINDS.test(text)) {
    // A tracked thing's phase as its kind (`type: "new"`, `"update"`, `"end"` of a camera's detection): no kind of what
    // happened, which its own fields say.
    return;
  } else if (depth === 1 && field.kind && found.noun === null && !(field.state && VERSION_STATES.test(text))) {
    // How a run ended, said by the event's kind (`deployment.error`, `build-succeeded`): the record's state.
    const ended = tag ? null : outcomeOfKind(text);
    if (ended?.outcome) found.labels.push({ text: ended.outcome, stale: frame.stale });
    if (!tag) found.noun = ended ? ended.noun || null : enumText(text);
  } else if (secondKindOutcome !== null) {
    // A second kind field that says how it ended (`Type: "HardBounce"` read first, then `RecordType: "Bounce"`).
    found.labels.push({ text: secondKindOutcome, stale: frame.stale });
  } else if (depth === 1 && found.noun !== null && field.words[field.words.length - 1] === 'activity') {
    // A thing of a kind (`"type": "MOWER"`) says with its activity what it is doing (`"activity": "OK_CUTTING"`).
    if (!tag) found.labels.push({ text: enumText(text), stale: frame.stale });
  } else if (
    role !== null &&
    !labelText &&
    depth <= WORD_DEPTH &&
    (isFlightNumber(field.words, text) ||
      (!(ENUM_CONSTANT.test(text) && !isShortBrand(text, field.words) && !isCapitalPlace(text, field.words)) &&
        !isNumberedCode(text) &&
        !isCodedToken(text))) &&
    !isCodeName(text) &&
    !isChannelCode(field.words, text) &&
    // A code in snake case ("request_inline") is nobody's words, wherever it sits (a name may be a slug).
    !(role !== 'name' && SNAKE_CODE.test(text))
  ) {
    // "friendly_name" names the thing; "device_class" only mentions a device. A slug someone chose as the name
    // ("name": "chai-and-code") names it as fully as words would.
    const naming = field.words[field.words.length - 1] === 'name' ? 1 : MENTIONED_NAME_SHARE;
    // The record's own title or name is its title in one word too ("Royals"), above any part's title of several.
    const share = role === 'title' && depth <= 1 && !contextual ? 1 : WORD_TEXT_SHARE;
    const slug = naming === 1 && role === 'name' && SLUG.test(text) ? 1 / WORD_TEXT_SHARE : 1;
    found.texts.push({
      text: isCapitalPlace(text, field.words)
        ? townAsWritten(text)
        : role === 'name' && !isShortBrand(text, field.words) && !isFlightNumber(field.words, text)
          ? nameText(text)
          : text,
      role,
      weight: textWeight(role, depth) * share * naming * contextFactor * slug * creatorShare(field.words),
      top: frame.top,
      order: found.nodes,
      context: contextual,
      belongs: belongsTo(frame) || creatorShare(field.words) < 1,
    });
  } else if (
    depth === 1 &&
    role === null &&
    !field.state &&
    !field.technical &&
    field.words.length === 1 &&
    PROPER_WORD.test(text)
  )
    found.properWords.push(text);
}

const isFileNameField = (words: readonly string[]) =>
  words[words.length - 1] === 'filename' || (words.length >= 2 && words.at(-2) === 'file' && words.at(-1) === 'name');

/**
 * A stored object's name or key given as its path (`objectName: "2026/06-20-wedding/gallery-final.zip"`): the file's
 * own name, as its owner sees it in a folder ("gallery-final.zip"). Null for anything else.
 */
function storedFileName(words: readonly string[], text: string): string | null {
  const last = words[words.length - 1];
  if ((last !== 'name' && last !== 'key') || !text.includes('/') || /\s/.test(text)) return null;
  const file = text.slice(text.lastIndexOf('/') + 1);
  return isFileName(file) ? file : null;
}

/** What a file is called without its extension ("Phone Mount v3.gcode" is the print "Phone Mount v3"). */
function fileStem(text: string): string {
  const stem = /^(.*\p{L}.*)\.[A-Za-z0-9]{2,5}$/u.exec(text.trim())?.[1];
  return stem === undefined ? text : (stem.split('/').pop() ?? stem).trim() || text;
}

/** A proper name of one word ("Bottlebrush"): capitalised, letters only. */
const PROPER_WORD = /^\p{Lu}\p{Ll}{2,29}$/u;

/** Who made a thing or what it was released on (`artist_name`, `release_name`): said with it, never its title. */
const CREATOR_WORDS = new Set([
  'artist',
  'author',
  'album',
  'release',
  'narrator',
  'composer',
  'performer',
  'publisher',
]);
const CREATOR_SHARE = 0.5;

function creatorShare(words: readonly string[]): number {
  return words.length >= 2 && words[words.length - 1] === 'name' && hasAny(words, CREATOR_WORDS) ? CREATOR_SHARE : 1;
}

const SNAKE_CODE = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;

/** Parties a record names, whose own states are theirs. */
const PARTY_WORDS = new Set(['customer', 'buyer', 'seller', 'client', 'user', 'member', 'contact', 'recipient']);

/** The last words of a field that holds where a thing stands. */
const STATE_FIELD_ENDS = new Set(['state', 'status', 'phase']);

/** Fields that hold a release's version or tag. */
const VERSION_FIELDS = new Set(['version', 'short version', 'version name', 'tag', 'tag name', 'release']);
/** What a version is of when the record is a release: a release, a push, a deploy, a build, a published package. */
const RELEASE_WORDS = new Set(['release', 'releases', 'push', 'deploy', 'deployment', 'build', 'publish', 'package']);
/** A version of three parts (`2.4.0`, `v1.12.3-beta.1`), alone or after its package's name (`app@2.4.0`). */
const SEMANTIC_VERSION = /^(?:[\w./-]{1,60}@)?(v?\d{1,4}\.\d{1,4}\.\d{1,6}(?:[-+][0-9A-Za-z.-]{1,30})?)$/;

/**
 * The version a release field holds ("2.4.0"), when the field is one (a tag, anything the record's release part calls
 * its version); null for other fields and for an API's version ("v1", "1.0"), which has fewer parts.
 */
export function releaseVersionOf(
  words: readonly string[],
  parentWords: readonly string[],
  text: string,
): string | null {
  if (!VERSION_FIELDS.has(words.join(' '))) return null;
  const version = SEMANTIC_VERSION.exec(text.trim());
  if (version === null) return null;
  // A package's name with its version ("app@2.4.0") is a release wherever it is; a bare version, in a release's part.
  const released =
    text.includes('@') || words[0] === 'tag' || words[0] === 'release' || parentWords.some((w) => RELEASE_WORDS.has(w));
  return released ? version[1] : null;
}

/**
 * A state of one aspect of the record (`fraud_status: "accept"` beside `transaction_status`), named by a word that is
 * not the record's own noun: the record's own state (`status`, `transaction_status`) comes before it.
 */
function isAsideState(found: ItemFindings, frame: Frame): boolean {
  const words = frame.field.words;
  if (frame.depth !== 1) return false;
  const qualifiers = words.filter((word) => !STATE_WORDS.has(word));
  return qualifiers.length > 0 && !found.ownPrefixes.has(qualifiers[0]);
}
