import { ownEntry } from '../vocabulary/json-reading';
import {
  CLOCK_DURATION_WORDS,
  HOURS_MINUTES,
  isCodedToken,
  compactTimeDigits,
  parseWrittenTime,
  withHashesShortened,
  withMarkupRead,
  looksLikeEmail,
  looksLikeIdentifier,
} from '../vocabulary/value-shapes';
import { withLoneShortcodesRead } from '../vocabulary/emoji';
import { ianaZoneOf, offsetAtWallTime } from '../vocabulary/zone-names';
import { FieldProfile, fieldProfile, profileOfWords } from '../vocabulary/field-roles';
import {
  EVENT_CODE,
  isEnvelopeContent,
  isDeliveryMeta,
  deliveryKindOf,
  PHASE_KINDS,
  isHistoryBeside,
  isOwnHistory,
  isRemovalChange,
  isWeeklySchedule,
  latestEntryOf,
  outcomeOfKind,
} from './item-shape';
import { CATEGORY_FIELDS, STATE_DEPTH } from './item-weights';
import { ITEM_LIMITS, ItemContext, Frame, Json, isObject } from './item-context';
import { FieldTrace, ItemFindings } from './item-findings';
import {
  measuredValue,
  measuredKeysOf,
  scopeNameOf,
  measureContextOf,
  mentionsCharging,
  measureTimesOf,
  UNIT_WORDS_BY_SYMBOL,
  unitMeasureWordOf,
} from './item-measures';
import { matchSidesOf } from './item-sides';
import { NO_CURRENCIES, currenciesOf } from './item-money';
import { readNumber, readMeasured } from './item-numbers';
import { readText } from './item-texts';
import { breakdownOf } from './item-breakdowns';
import { childPath, traceField, traced } from './item-trace';
import {
  Identities,
  actorNameOf,
  isActorField,
  isActorNameField,
  isBareActorField,
  joinedNameParts,
  withOwnEntryChosen,
  isPersonSource,
  isPlaceholderName,
  isProfile,
  isReceiverField,
} from './item-actors';
import { MEASURE_OF_UNIT } from '../vocabulary/measure-vocabulary';
import { DURATION_UNIT_NAMED } from '../vocabulary/measure-words';
import {
  GENERIC_VALUE,
  SCALE_WORDS,
  GENERIC_TIME,
  WRAPPERS,
  PLUMBING_KINDS,
  NUMERIC,
  OWN_FIELD_BAGS,
} from '../vocabulary/item-words';
import { AttributeEvent, attributeEventOf } from './attribute-events';
import { FormAnswers, formAnswersOf } from './form-answers';
import { textRoleOf, textWeight } from '../vocabulary/text-roles';
import { enumText } from '../vocabulary/plain-text';
import { hasAny, keyWords } from '../vocabulary/key-words';
import { TEMPERATURE } from '../vocabulary/measure-words';
import { isImperialSystem, isVehicleRange, planOf } from '../vocabulary/quantity-plan';
import {
  isChannelCopy,
  isShippingKey,
  scaledNumberOf,
  shownAmountOf,
  buyersAmountOf,
  dividedAmountOf,
  townOf,
  withPlaceholdersFilled,
  withPairsSpread,
} from './field-shapes';

// The walk over one item within ITEM_LIMITS: each object's fields become frames, each leaf is read.

const ROOT = profileOfWords([]);
/** Lists this deep or less can be breakdowns of the item; deeper, of its parts. */
const BREAKDOWN_DEPTH = 3;
const MAX_BREAKDOWNS = 6;
const MAX_ACTORS = 8;
/** Fields that hold a person (`callingUser`, `otherUser`, `member`): only they are checked for a placeholder. */
const PERSON_WORDS = new Set(['user', 'actor', 'member', 'person', 'target', 'author', 'sender', 'owner', 'caller']);
/** What is planned or only advised (`nextScheduleChange`, `recommended: {carb, net}`): not what happened. */
const FUTURE_WORDS = new Set(['next', 'upcoming', 'recommended', 'suggested', 'expected', 'remaining', 'estimated']);
/** Of those, the words that make a single value a plan too (`RemainingProgramTime: 7080`). */
const PLANNED_VALUE_WORDS = new Set(['remaining', 'estimated']);

function isOwnHour(words: readonly string[]): boolean {
  return words.length === 3 && words[0] === 'next' && words[1] === '1' && /^hours?$/.test(words[2]);
}

/** Whether a name is a code's last part in other case (`IsCharging` of `charge-ischarging`). */
function spellsCode(code: unknown, name: string): boolean {
  if (typeof code !== 'string' || /\s/.test(name)) return false;
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const spelt = letters(name);
  return spelt.length >= 4 && letters(code).endsWith(spelt);
}

/** The unit a sibling names for a value (`consumption` beside `consumptionUnit: "kWh"`). */
function siblingUnitOf(object: Json, key: string, unitKeys: boolean): string | undefined {
  if (!unitKeys) return undefined;
  // (A value's unit named for what it is a value of: `energyChargedUnit` beside `energyChargedValue`.)
  const stem = key.replace(/_?[Vv]alue$/, '');
  const unit =
    (stem !== key ? (object[`${stem}Unit`] ?? object[`${stem}_unit`]) : undefined) ??
    object[`${key}Unit`] ??
    object[`${key}_unit`] ??
    object[`${key}Units`] ??
    object[`${key}_units`] ??
    // A label that is a unit (`distance_label: "miles"`).
    (UNIT_LABEL.test(String(object[`${key}_label`] ?? object[`${key}Label`] ?? ''))
      ? (object[`${key}_label`] ?? object[`${key}Label`])
      : undefined);
  // One unit for the object's every value (`import: {daily: 14.3, cumulative: 8134.4, units: "kWh"}`), when it is one.
  const shared = unit ?? object.units ?? object.unit;
  return unit !== undefined ||
    (typeof shared === 'string' && ownEntry(UNIT_WORDS_BY_SYMBOL, shared.trim()) !== undefined)
    ? unitText(shared)
    : undefined;
}

/** A unit as a sender writes it ("km/h", "°C"): a short text, else undefined. */
function unitText(unit: unknown): string | undefined {
  return typeof unit === 'string' && unit.trim() !== '' && unit.length <= 12 ? unit.trim() : undefined;
}

/** The table of units a sibling names for an object's values (`current_units` for `current`), or undefined. */
function unitTableOf(object: Json, key: string): Readonly<Record<string, unknown>> | undefined {
  const table = object[`${key}_units`] ?? object[`${key}Units`];
  return isObject(table) ? table : undefined;
}

function isUnitTableKey(object: Json, key: string): boolean {
  const stem = /^(.+?)(?:_units|Units)$/.exec(key)?.[1];
  return stem !== undefined && isObject(object[key]) && (isObject(object[stem]) || Array.isArray(object[stem]));
}

/** The unit the enclosing object's table names for a value (`temperature_2m: "°C"`), when it is a unit. */
function unitInTable(frame: Frame, key: string): string | undefined {
  return unitText(frame.unitTable?.[key]);
}

const UNIT_LABEL = /^(?:miles?|mi|km|kilometers?|kilometres?|meters?|metres?|m|ft|feet|kg|lbs?|pounds?|kcal|kj)$/i;

/** Keys that name the scale of a record's temperatures (`scale: "FAHRENHEIT"`, `temperature_unit: "F"`). */
const SCALE_KEYS = [
  'scale',
  'temperatureScale',
  'temperature_scale',
  'temperatureUnit',
  'temperature_unit',
  'tempUnit',
  'temp_unit',
  'units',
  'unit',
];
const SCALE_OF: Record<string, string> = { f: '°F', fahrenheit: '°F', c: '°C', celsius: '°C', centigrade: '°C' };

/** The scale a record names for its temperatures beside them, as a unit symbol ("°F"), if any. */
function temperatureScaleOf(object: Json, key: string): string | undefined {
  if (!hasAny(keyWords(key), TEMPERATURE)) return undefined;
  for (const scaleKey of SCALE_KEYS) {
    const value = object[scaleKey];
    if (typeof value !== 'string') continue;
    const scale = ownEntry(SCALE_OF, value.trim().replace(/^°/, '').toLowerCase());
    if (scale) return scale;
    // "metric" and "imperial" say the scale too (a weather API's `units`).
    if (/^(?:metric|si)$/i.test(value.trim())) return '°C';
    if (/^(?:imperial|us)$/i.test(value.trim())) return '°F';
  }
  return undefined;
}
/** An event's kind as a sender names it ("result-added", "ride.status.updated", "PlaybackStart"): words, no date. */
const EVENT_KIND = /^[A-Za-z][A-Za-z_.:-]{1,59}$/;
const VERSION_KIND = /^(?:created|updated|modified|edited)$/i;
const SETTING_WORDS = new Set(['setting', 'settings', 'setpoint']);

/** First words shared by two or more keys (`transaction_id`, `transaction_status`). */
function sharedPrefixesOf(keys: readonly string[]): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const key of keys.slice(0, ITEM_LIMITS.nodes)) {
    const words = keyWords(key);
    if (words.length > 1) counts.set(words[0], (counts.get(words[0]) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= 2).map(([word]) => word));
}

/** Keys of a part's own author. */
const PART_AUTHOR_KEYS = ['author', 'sender', 'from', 'created_by', 'createdBy', 'posted_by', 'user'];

/** The name of who wrote a part's words, '' when it is the person, undefined when the part names nobody. */
function speakerOf(object: Json, identities: Identities | undefined): string | undefined {
  for (const key of PART_AUTHOR_KEYS) {
    const value = object[key];
    const name =
      typeof value === 'string' ? (isBareActorField(['author'], value) ? value.trim() : null) : actorNameOf(value);
    if (name && !isPlaceholderName(name)) return identities?.isMe(name) ? '' : name;
  }
  return undefined;
}

/** Whether a `…_min` field has the same measure's highest or average beside it (`rr_max`, `rr_avg`). */
function statisticOf(entries: ReadonlyArray<[string, unknown]>, words: readonly string[]): boolean {
  const stem = words.slice(0, -1).join(' ');
  return entries.some(([other]) => {
    const parts = keyWords(other);
    return /^(?:max|avg|average|mean)$/.test(parts[parts.length - 1] ?? '') && parts.slice(0, -1).join(' ') === stem;
  });
}

/** Names of an object that only say it holds a reading, whose own name says of what. */
const READING_HOLDERS = new Set(['signal', 'reading', 'measurement', 'metric', 'sample', 'datapoint', 'observation']);

/** Whom a match was against says what it was, above its arena's or mode's name. */
const MATCH_SHARE = 1.2;

/** Last words of a place's parts: a city, a country, a postcode. */
const PLACE_PART_WORDS = new Set(['city', 'country', 'zip', 'postcode', 'county', 'province', 'suburb', 'town']);

/** Whether a `…_state` field has a place part of the same qualifier beside it (`origin_city` beside `origin_state`). */
function regionOf(entries: ReadonlyArray<[string, unknown]>, words: readonly string[]): boolean {
  const qualifier = words.slice(0, -1).join(' ');
  return entries.some(([other]) => {
    const parts = keyWords(other);
    return (
      parts.length > 1 && PLACE_PART_WORDS.has(parts[parts.length - 1]) && parts.slice(0, -1).join(' ') === qualifier
    );
  });
}

/** Objects of an item's top that may say the system of units all its values are in (Dark Sky's `flags.units`). */
const UNITS_HOLDERS = ['flags', 'meta', 'metadata', 'settings'];

/** Whether an item says, at its top or in its flags, that its values are in US units (`units: "us"`, "imperial"). */
function namesImperialSystem(item: unknown): boolean {
  if (!isObject(item)) return false;
  const holders = [item, ...UNITS_HOLDERS.map((key) => item[key]).filter(isObject)];
  return holders.some((holder) => typeof holder.units === 'string' && /^(?:us|imperial)$/i.test(holder.units.trim()));
}

/** @param trace when given, receives what each field was read as (an explanation); the walk is the same. */
export function walkItem(item: unknown, context: ItemContext, trace?: FieldTrace[]): ItemFindings {
  const found = new ItemFindings(context);
  if (trace) found.trace = trace;
  const stack: Frame[] = [
    {
      value: item,
      field: ROOT,
      depth: 0,
      top: null,
      currencies: NO_CURRENCIES,
      scope: null,
      measure: null,
      parentWords: [],
      ownerWords: [],
      stale: false,
      context: false,
      imperial: namesImperialSystem(item),
    },
  ];
  found.stack = stack;
  found.charging = mentionsCharging(item, 0);
  if (isObject(item)) found.ownPrefixes = sharedPrefixesOf(Object.keys(item));
  while (stack.length > 0 && found.nodes < ITEM_LIMITS.nodes) {
    const frame = stack.pop()!;
    found.nodes++;
    if (Array.isArray(frame.value)) {
      // A form's questions and their answers: what the respondent wrote or picked, with who they are.
      const form = frame.depth <= FORM_DEPTH && !frame.context ? formAnswersOf(frame.value) : null;
      if (form) {
        traced(found, frame, () => readFormAnswers(found, frame, form));
        continue;
      }
      // Named parts of the item's whole (time by project): one ranked list, not a measure per part.
      const breakdown =
        frame.depth <= BREAKDOWN_DEPTH && !frame.context ? breakdownOf(frame.value, frame.field.words) : null;
      if (breakdown) {
        if (found.breakdowns.length < MAX_BREAKDOWNS) found.breakdowns.push(breakdown);
        traceField(found, frame, { readAs: 'breakdown', detail: `a ranked list of ${breakdown.of}` });
        continue;
      }
      const children = frame.value.slice(0, ITEM_LIMITS.arrayItems);
      if (frame.value.length > children.length) found.partial = true;
      if (frame.value.length > children.length)
        traceField(found, frame, {
          readAs: null,
          detail: `left out: ${frame.value.length - children.length} values past the first ${ITEM_LIMITS.arrayItems}`,
        });
      for (let i = children.length - 1; i >= 0; i--)
        stack.push({ ...frame, value: children[i], element: true, path: childPath(found, frame, i) });
    } else if (isObject(frame.value)) {
      pushChildren(found, frame, stack);
    } else {
      traced(found, frame, () => readLeaf(found, frame));
    }
  }
  if (stack.length > 0) found.partial = true;
  if (stack.length > 0)
    traceField(found, stack[stack.length - 1], {
      readAs: null,
      detail: `left out: past the walk's bound of ${ITEM_LIMITS.nodes} values`,
    });
  return found;
}

function pushChildren(found: ItemFindings, frame: Frame, stack: Frame[]): void {
  if (frame.depth >= ITEM_LIMITS.depth)
    return traceField(found, frame, {
      readAs: null,
      detail: `left out: nested deeper than ${ITEM_LIMITS.depth} levels`,
    });
  const object = frame.value as Json;
  // A passage the person highlighted, as the W3C Web Annotation model selects it (`TextQuoteSelector`'s `exact`).
  const highlighted = highlightedPassage(object);
  if (highlighted !== null) {
    found.texts.push({
      text: highlighted,
      role: 'own',
      weight: textWeight('own', 2),
      top: frame.top,
      order: found.nodes,
      context: false,
      belongs: true,
    });
    return traceField(found, frame, { readAs: 'text', detail: 'a passage highlighted' });
  }
  const entries = withOwnEntryChosen(
    withPairsSpread(withPlaceholdersFilled(joinedNameParts(Object.entries(object)))),
    found.context.identities,
  );
  // Its own words beside its values (a description, a title, a payment's reference): a record, not a value object
  // (`{amount, currency}`).
  const wordsBeside =
    frame.depth >= 1 &&
    entries.some(
      ([key, value]) =>
        typeof value === 'string' &&
        /\s/.test(value) &&
        (textRoleOf(keyWords(key)) !== null || keyWords(key).at(-1) === 'reference'),
    );
  // A device's attribute as an event: the device is what it is about, the attribute its measure or its state.
  const event = frame.depth <= 1 ? attributeEventOf(object) : null;
  if (event) return traced(found, frame, () => readAttributeEvent(found, frame, event));
  // `{date, time, utc_offset}` under "StartDateTime": one time, read as if written whole under its field's name.
  const written = dateAndTimeOf(object);
  if (written !== null && frame.field.words.length > 0)
    return traced(found, frame, () => readText(found, frame, written));
  // `{unscaledValue: "-118", scale: "1"}`: a decimal number sent as its digits and its scale, -11.8.
  const scaled = scaledNumberOf(object);
  if (scaled !== null && frame.field.words.length > 0) {
    // (Under a generic name, `amount.value`, it is what its enclosing field names.)
    const generic = frame.field.words.every((word) => GENERIC_VALUE.has(word)) && frame.parentWords.length > 0;
    const named = generic ? { ...frame, field: profileOfWords([...frame.parentWords]) } : frame;
    return traced(found, frame, () => readNumber(found, named, scaled.value, scaled.written));
  }
  // One measure as several sources or models gave it (`windSpeed: {icon: 3.9, noaa: 4.1, sg: 4.1}`): their middle value.
  const agreed = frame.field.words.length > 0 ? valueOfSources(object) : null;
  if (agreed !== null) return traced(found, frame, () => readNumber(found, frame, agreed));
  // `{value: 7890, major_value: "78.90", currency: "AUD"}`: the amount as people write it.
  const shown = frame.field.words.length > 0 ? (shownAmountOf(object) ?? dividedAmountOf(object)) : null;
  if (shown !== null) {
    // (An amount whatever its field is called: `gross` is the gross amount.)
    const words = planOf(frame.field.words).money ? frame.field.words : [...frame.field.words, 'amount'];
    const withCurrency = {
      ...frame,
      field: profileOfWords(words),
      currencies: currenciesOf(entries, frame.currencies),
    };
    return traced(found, frame, () => readNumber(found, withCurrency, shown.value, shown.written));
  }
  // One amount in two currencies (`pricing: {local, settlement}`): the buyer's, under the field's own name.
  const buyers = frame.field.words.length > 0 ? buyersAmountOf(object) : null;
  if (buyers !== null) {
    const words = planOf(frame.field.words).money
      ? frame.field.words
      : frame.field.words.includes('pricing')
        ? ['price']
        : [...frame.field.words, 'amount'];
    stack.push({ ...frame, value: buyers, field: profileOfWords(words) });
    return;
  }
  const measured = measuredValue(object);
  // The keys of the record's own measure, once it is read: its other fields are read on.
  let readOn: ReadonlySet<string> | null = null;
  // { "qty": 874.2, "units": "kcal" } under "activeEnergyBurned", or a state with its unit of measurement: one measure.
  if (measured) {
    // Unnamed by its place, or one of a list of measures each with its own name (`summaries: [{display_name, value}]`).
    // (And under a name that only says it is a reading, `signal: {name: "exteriorAirTemperature", unit, value}`.)
    const named =
      frame.field.words.length === 0 ||
      (measured.words.length > 0 &&
        (frame.element === true || frame.field.words.every((word) => READING_HOLDERS.has(word))));
    const words = named ? measured.words : frame.field.words;
    const read = () =>
      readMeasured(
        found,
        { ...frame, field: profileOfWords(words) },
        measured.value,
        measured.unit,
        named ? measured.name : undefined,
      );
    // (The record itself a measure, a logged bolus `{eventType, value, unit, displayTime}`: its time is read on.)
    if (words.length > 0 && frame.depth === 0) {
      traced(found, frame, read);
      readOn = measuredKeysOf(object);
    } else if (words.length > 0) return traced(found, frame, read);
    // A reading with a unit that names its measure (a glucose record's "mg/dL"), its other fields (its time) read on.
    else if (ownEntry(MEASURE_OF_UNIT, measured.unit.toLowerCase()))
      traced(found, frame, () => readMeasured(found, frame, measured.value, measured.unit));
    // So is a logged amount in a unit of one dimension (a habit's `{value: 5.2, unit_type: "kM"}` is a distance).
    else if (frame.depth === 0) {
      const measureWord = unitMeasureWordOf(measured.unit);
      if (measureWord !== undefined) {
        const named = { ...frame, field: profileOfWords([measureWord]) };
        traced(found, frame, () => readMeasured(found, named, measured.value, measured.unit));
        readOn = measuredKeysOf(object);
      }
    }
  }
  // A match's two sides: whom it was against and how it ended, its sides' own parts (cards, levels) left unread.
  const match = frame.depth <= 1 ? matchSidesOf(object, found.context.identities) : null;
  if (match) {
    found.texts.push({
      text: match.phrase,
      role: 'name',
      weight: textWeight('name', frame.depth) * MATCH_SHARE,
      top: frame.top,
      order: found.nodes,
      context: false,
    });
    if (match.result) found.labels.push({ text: match.result, stale: frame.stale, first: true });
    readOn = new Set([...(readOn ?? []), ...match.keys]);
  }
  const currencies = currenciesOf(entries, frame.currencies);
  if (currencies !== frame.currencies && found.namedCurrencies.size < 4)
    for (const code of currencies.values()) found.namedCurrencies.add(code);
  const ownMeasure = measureContextOf(object, frame.measure);
  // A measure's own name is what its values are called, not a part they belong to.
  // The record's own content under a wrapper's name (JSON:API's `attributes`) is no part with a name of its own.
  // (So is an event's, under `EventData`.)
  const part = frame.depth >= 1 && !ownMeasure && !frame.field.words.every((w) => WRAPPERS.has(w) || w === 'event');
  const scope = part ? (scopeNameOf(entries) ?? frame.scope) : frame.scope;
  const measure = ownMeasure ?? frame.measure;
  const children: Frame[] = [];
  const paired = measureTimesOf(entries);
  // A time written local beside others without a zone (Uptime Kuma's `localDateTime` beside `time`): those are UTC.
  const localTwin = entries.some(
    ([key, child]) =>
      typeof child === 'string' && keyWords(key).includes('local') && parseWrittenTime(child)?.instant === null,
  );
  // A part that names its own author (a conversation's reply, `{part_type, body, author: {name}}`): its words are theirs.
  const partSpeaker = frame.depth >= 1 ? speakerOf(object, found.context.identities) : undefined;
  // A time of day written "14:00" beside a clock duration ("00:30") says how the sender writes clocks: hours and minutes.
  const hoursClock = entries.some(
    ([key, child]) =>
      typeof child === 'string' &&
      HOURS_MINUTES.test(child) &&
      !keyWords(key).some((word) => CLOCK_DURATION_WORDS.has(word)),
  );
  // An envelope's own times (when its event was sent: an update, a settlement) come after its content's own.
  if (frame.depth <= 2) for (const id of hiddenIdsOf(object)) found.retracts.push(id);
  const enveloping =
    frame.depth === 0 && entries.some(([key, child]) => isObject(child) && isEnvelopeContent(object, key));
  // A part with its own id or name is a thing of its own (a task, a project), whose duration is its total.
  const namedPart = entries.some(([key]) => /^(?:_?id|uuid|name|title)$/i.test(key));
  // A position (`{latitude, longitude, altitude}`): its height is where a place is, no measure of the day.
  const position =
    entries.some(([key]) => /^lat(?:itude)?$/i.test(key)) &&
    entries.some(([key]) => /^(?:lon|lng|longitude)$/i.test(key));
  const hasPlaceSiblings = entries.some(([key]) => PLACE_SIBLINGS.has(key.toLowerCase()));
  const amongStats = entries.some(([key]) => GAME_STATS.has(key.toLowerCase()));
  const sharedMeasures = measuresSharedByParts(entries);
  // A station's readings under names of two letters (AirVisual's `tp`, `hu`, `pr`, `ws`): read so only among each other.
  const shortReadings = entries.filter(([key]) => shortReadingOf(key) !== null).length >= MIN_SHORT_READINGS;
  if (frame.depth === 0 && entries.some(([key]) => /^device_?type$/i.test(key))) found.deviceEvent = true;
  // A message's own `name` beside its sender's id or type (`{name, sender_id, sender_type, text}`) is who sent it.
  const namesItsSender = frame.depth === 0 && entries.some(([key]) => SENDER_KEY.test(key));
  // A message's `sourceName` beside its source's number or account id (Signal's envelope) is who sent it.
  const sourceIsPerson = entries.some(([key]) => SOURCE_HANDLE_KEY.test(key));
  // Whether any key names another's unit (`consumptionUnit`): only then are siblings looked up.
  const unitKeys = entries.some(([key]) => /(?:units?|label)$/i.test(key));
  // A gift or a post its giver asked to keep anonymous (`anonymous_donation: true`): whoever gave it is not named.
  const anonymous =
    frame.depth === 0 && entries.some(([key, value]) => value === true && keyWords(key).includes('anonymous'));
  for (const [key, child] of entries) {
    if (readOn?.has(key)) continue;
    if (anonymous && (isObject(child) || typeof child === 'string') && isGiverKey(key)) {
      traceField(
        found,
        { ...frame, path: childPath(found, frame, key) },
        { readAs: null, detail: 'left out: anonymous' },
      );
      continue;
    }
    // A table of the units of a sibling object's values (`current_units` beside `current`) is read with those values.
    if (isUnitTableKey(object, key)) {
      traceField(
        found,
        { ...frame, path: childPath(found, frame, key) },
        { readAs: null, detail: 'the units of its sibling' },
      );
      continue;
    }
    // (A `media` object with a title of its own, an anime the activity is about, is no media to show: it is read.)
    if (
      frame.depth === 0 &&
      ((found.context.skipKeys.has(key) && !(isObject(child) && 'title' in child)) ||
        (key === 'source' && typeof child === 'string'))
    ) {
      const skipped = { ...frame, path: childPath(found, frame, key) };
      traceField(found, skipped, { readAs: null, detail: 'left out: read by enrichment or the source label' });
      continue;
    }
    // An envelope's content (`payload`, Twitch's and PagerDuty's `event`, `data`) is the record itself: read at its depth.
    if (frame.depth === 0 && isRemovalChange(child)) found.deleted = true;
    if (frame.depth === 0 && isObject(child) && isEnvelopeContent(object, key)) {
      children.push({
        ...frame,
        value: child,
        depth: 0,
        currencies,
        path: childPath(found, frame, key),
        inContent: true,
      });
      continue;
    }
    // The delivery's own metadata (a webhook's `subscription`): the event's kind, and nothing of the record's.
    if (frame.depth === 0 && isDeliveryMeta(object, key)) {
      const kind = deliveryKindOf(child as Json);
      if (kind !== null && !found.eventKind) {
        readEnvelopeKind(found, fieldProfile('type'), kind);
        found.deliveredKind = found.eventKind !== null;
      }
      traceField(
        found,
        { ...frame, path: childPath(found, frame, key) },
        { readAs: kind === null ? null : 'kind', detail: kind ?? 'left out: the delivery’s own metadata' },
      );
      continue;
    }
    // A record's own fields in a bag of its attributes (JSON:API's and many device APIs' `attributes`, GeoJSON's
    // `properties`) are read as its own, at its depth: the attributes' `activity` is the record's.
    if (frame.depth === 0 && isObject(child) && OWN_FIELD_BAGS.has(key) && !isEnvelopeContent(object, key)) {
      children.push({ ...frame, value: child, depth: 0, currencies, path: childPath(found, frame, key) });
      continue;
    }
    // A name that spells the code beside it (`{code: "charge-ischarging", name: "IsCharging"}`) is that code.
    if (key === 'name' && typeof child === 'string' && spellsCode(object.code, child)) {
      const skipped = { ...frame, path: childPath(found, frame, key) };
      traceField(found, skipped, { readAs: null, detail: 'left out: a code spelt as a name' });
      continue;
    }
    // A label that is the unit of the value beside it (`distance_label: "miles"`) is read with that value.
    if (unitKeys && typeof child === 'string' && UNIT_LABEL.test(child.trim()) && /label$/i.test(key)) {
      const skipped = { ...frame, path: childPath(found, frame, key) };
      traceField(found, skipped, { readAs: null, detail: 'left out: the unit of the value beside it' });
      continue;
    }
    let field = shortReadings ? (shortReadingOf(key) ?? fieldProfile(key)) : fieldProfile(key);
    // A person object that names nobody ("Unknown User" where a user was deleted) says nothing.
    if (
      isObject(child) &&
      field.words.some((word) => PERSON_WORDS.has(word)) &&
      isPlaceholderName(actorNameOf(child) ?? '')
    ) {
      const skipped = { ...frame, path: childPath(found, frame, key) };
      traceField(found, skipped, { readAs: null, detail: 'left out: a placeholder for nobody' });
      continue;
    }
    // A `state` beside a country or a city (`{city, state: {name: "South Australia"}, country}`) is a region.
    if (key.toLowerCase() === 'state' && hasPlaceSiblings) field = profileOfWords(['region']);
    // (And its code, `stateCode: "E7"`, is the region's code.)
    else if (hasPlaceSiblings && field.words.length === 2 && field.words[0] === 'state' && field.words[1] === 'code')
      field = profileOfWords(['region', 'code']);
    // So is a qualified one beside a city of the same qualifier (`origin_state` beside `origin_city`).
    else if (
      field.words.length > 1 &&
      field.words[field.words.length - 1] === 'state' &&
      regionOf(entries, field.words)
    )
      field = profileOfWords([...field.words.slice(0, -1), 'region']);
    // A `…_min` beside its `…_max` or `…_avg` is the lowest of a statistic, never minutes (`measured_rr_min`).
    if (field.words[field.words.length - 1] === 'min' && statisticOf(entries, field.words))
      field = profileOfWords([...(field.words.length > 1 ? field.words.slice(0, -1) : frame.field.words), 'minimum']);
    if (enveloping && field.timeRank !== null && field.timeRank < ENVELOPE_TIME_RANK)
      field = { ...field, timeRank: ENVELOPE_TIME_RANK };
    // (So is an event code in any of its texts, `description: "tracker.updated"`: no words of anyone's.)
    const eventCode = enveloping && typeof child === 'string' && EVENT_CODE.test(child);
    if (eventCode) field = { ...field, kind: true };
    // An envelope's kind is the event's ("result-added"): the record's own kind, when it has one, says what it is.
    if (enveloping && field.kind && !field.technical && typeof child === 'string') {
      readEnvelopeKind(found, field, child);
      field = { ...field, kind: false };
      if (eventCode) {
        traceField(found, { ...frame, path: childPath(found, frame, key) }, { readAs: 'kind', detail: child });
        continue;
      }
    }
    const nested = isObject(child) || Array.isArray(child);
    // Who acted: the event's user, a text's author (told as theirs unless they are the person).
    // The user of a receiving party (`counterparty_alias.label_user`) was acted on.
    const ofReceiver = isReceiverField(frame.field.words) || isReceiverField(frame.parentWords);
    // Whom an event gave the record to (`assignee: {name}` beside the task).
    if (isObject(child) && frame.depth <= 1 && found.assignee === null && ASSIGNEE_FIELD.test(key)) {
      const assignee = actorNameOf(child);
      if (assignee !== null && !isCodedToken(assignee)) found.assignee = assignee;
    }
    // Whom a transfer or a message went to (`recipient: {accountHolderName}`), someone other than the person.
    // So does the name of the one it went to (`to_broadcaster_user_name` beside `from_…` of a raid).
    if (typeof child === 'string' && frame.depth <= 1 && found.recipient === null && namesRecipient(key, child))
      found.recipient = found.context.identities?.isMe(child.trim()) ? null : child.trim();
    if (isObject(child) && frame.depth <= 1 && found.recipient === null && RECIPIENT_FIELD.test(key)) {
      const recipient = actorNameOf(child);
      if (recipient !== null && !isCodedToken(recipient) && !isPlaceholderName(recipient))
        found.recipient = found.context.identities?.isMe(recipient) ? null : recipient;
    }
    if (
      isObject(child) &&
      (isActorField(field.words) || isPersonSource(field.words, child)) &&
      !ofReceiver &&
      found.actors.length < MAX_ACTORS
    ) {
      const actor = actorNameOf(child);
      if (actor !== null && !isPlaceholderName(actor)) {
        found.actors.push({ name: actor, depth: frame.depth + 1 });
        traceField(found, { ...frame, path: childPath(found, frame, key) }, { readAs: 'actor', detail: actor });
      }
    }
    if (
      typeof child === 'string' &&
      child.trim() !== '' &&
      child.length <= 100 &&
      (isActorNameField(field.words) ||
        isBareActorField(field.words, child) ||
        (key === 'name' && namesItsSender && isBareActorField(['sender'], child)) ||
        (SOURCE_NAME_KEY.test(key) && sourceIsPerson && isBareActorField(['sender'], child))) &&
      !ofReceiver &&
      !isPlaceholderName(child) &&
      !isCodedToken(child) &&
      // (A server's host name, `harbourviewmarine.pipedrive.com`, is where it came from, not who acted.)
      !HOST_NAME.test(child.trim()) &&
      found.actors.length < MAX_ACTORS
    ) {
      found.actors.push({ name: child.trim(), depth: frame.depth + 1 });
      traceField(found, { ...frame, path: childPath(found, frame, key) }, { readAs: 'actor', detail: child.trim() });
    }
    // Who else was there (a meeting's attendees, an event's guests): named, the person left out.
    if (Array.isArray(child) && frame.depth <= 1 && isPeopleList(field.words)) {
      if (child.length > 1) found.attended = true;
      const people = othersAmong(child, found.context.identities);
      if (people.length > 0)
        found.texts.push({
          text: `with ${spokenList(people)}`,
          role: 'name',
          // (Who was with the person names no place or thing: what the record is named says more.)
          weight: textWeight('name', 1) * COMPANY_SHARE,
          top: frame.top ?? key,
          order: found.nodes,
          context: false,
          // (Told beside whatever heads the record.)
          belongs: true,
        });
      const path = childPath(found, frame, key);
      traceField(
        found,
        { ...frame, path },
        { readAs: people.length > 0 ? 'text' : null, detail: 'who else was there' },
      );
      continue;
    }
    // (A listing's `node`, as GraphQL edges and many APIs send it, is the thing the entry is about, not plumbing.)
    // (Nor is a callback's body, `stkCallback: {ResultDesc, CallbackMetadata}`: what the sender called back with.)
    // (Nor are a mail's headers, `headers: {subject, from, to}`: its title and its people, read as its own fields.)
    if (isObject(child) && isMailHeaders(key, child)) {
      const { from, to, rest } = mailPartiesOf(child);
      if (from !== null && found.actors.length < MAX_ACTORS) found.actors.push({ name: from, depth: frame.depth + 1 });
      if (to !== null && found.recipient === null) found.recipient = found.context.identities?.isMe(to) ? null : to;
      children.push({ ...frame, value: rest, currencies, path: childPath(found, frame, key) });
      continue;
    }
    if (nested && field.technical && !(key === 'node' && isObject(child)) && !isCallbackBody(field.words, child)) {
      // Ids left out still say which device the item is from (`end_device_ids: {device_id}`).
      if (found.device === null && isObject(child) && frame.depth < DEVICE_DEPTH) found.device = deviceIdIn(child);
      const skipped = { ...frame, path: childPath(found, frame, key) };
      traceField(found, skipped, { readAs: null, detail: 'left out: identifiers and plumbing' });
      continue;
    }
    // A sensor's channel copy of a value sent beside it (`humidity_a` beside `humidity`): the same reading again.
    if (!nested && typeof child === 'number' && isChannelCopy(key, object)) {
      traceField(
        found,
        { ...frame, path: childPath(found, frame, key) },
        { readAs: null, detail: 'left out: a channel’s copy of a value beside it' },
      );
      continue;
    }
    if (position && !nested && POSITION_HEIGHT.test(key)) {
      traceField(
        found,
        { ...frame, path: childPath(found, frame, key) },
        { readAs: null, detail: 'left out: a position' },
      );
      continue;
    }
    // A weekly schedule (`calendar: {tasks: [{start, duration, monday: true, …}]}`) is a plan, not what happened.
    if (isWeeklySchedule(child)) {
      const skipped = { ...frame, path: childPath(found, frame, key) };
      traceField(found, skipped, { readAs: null, detail: 'left out: a plan or advice, not what happened' });
      continue;
    }
    // A record's history beside its own state: its latest entry says what happened last, when and where (a parcel
    // delivered at 14:38 in Halifax); the ones before are not its own now.
    // (So is a history beside the state object it leads to, `events` beside `shipment: {statusCode}`.)
    if (Array.isArray(child) && frame.depth <= 1 && (isOwnHistory(object, key) || isHistoryBeside(object, key))) {
      const latest = latestEntryOf(child);
      const path = childPath(found, frame, key);
      if (latest !== null) children.push({ ...frame, value: latest, currencies, path });
      // Where it happened (`tracking_location: {city}`): the town of what happened last.
      const town = latest === null ? null : townOf(latest);
      if (town !== null)
        found.texts.push({
          text: `in ${town}`,
          role: 'name',
          weight: textWeight('name', frame.depth + 2),
          top: frame.top ?? key,
          order: found.nodes,
          context: false,
        });
      traceField(found, { ...frame, path }, { readAs: null, detail: 'left out: the history before its latest entry' });
      continue;
    }
    // A record's history beside its present state: the states and words it went through before are not its own now.
    if (Array.isArray(child) && isHistoryBeside(object, key)) {
      const skipped = { ...frame, path: childPath(found, frame, key) };
      traceField(found, skipped, { readAs: null, detail: 'left out: the history beside its present state' });
      continue;
    }
    // What is planned next (`nextScheduleChange`, `upcoming_events`) or advised has not happened: not of the day.
    if (
      (nested || field.words.some((word) => PLANNED_VALUE_WORDS.has(word))) &&
      field.words.some((word) => FUTURE_WORDS.has(word)) &&
      // (A vehicle's remaining range is where it stands now.)
      !isVehicleRange(field.words) &&
      // (A forecast hour's `next_1_hours` is the hour from its own time: its sky and its rain.)
      !isOwnHour(field.words)
    ) {
      const skipped = { ...frame, path: childPath(found, frame, key) };
      traceField(found, skipped, { readAs: null, detail: 'left out: a plan or advice, not what happened' });
      continue;
    }
    // A generic key ("dateTime" under "start", "value" under "amount") means what its enclosing field says.
    const owner =
      frame.field.words.length > 0 && frame.field.words.every((w) => WRAPPERS.has(w))
        ? frame.ownerWords
        : frame.field.words;
    // In a list of records with their own currency (a transfer's `legs: [{amount, currency}]`) an amount is the record's.
    // So is an amount of a record that has words of its own (`transaction: {description, amount}`): no value object.
    const ownAmount = (frame.element === true && currencies !== frame.currencies) || wordsBeside;
    if (!nested && !ownAmount && field.words.length > 0 && frame.field.words.some((w) => !WRAPPERS.has(w))) {
      // (How many of a list's thing, `line_items: [{quantity: 1, price}]`, is a count, not the list's value.)
      if (field.words.every((w) => GENERIC_VALUE.has(w)) && !(frame.element === true && isCountOfThings(field.words)))
        field = profileOfWords([
          // A value of a setting (`setting: {temperature: {celsius: 22}}`) is what it was set to.
          ...(frame.parentWords.some((w) => SETTING_WORDS.has(w)) ? ['target'] : []),
          ...frame.field.words,
          ...field.words.filter((w) => SCALE_WORDS.has(w)),
        ]);
      // A part's bare duration (`openWindow: {durationInSeconds}`) is how long that part lasted: "open window duration".
      else if (
        frame.depth >= 1 &&
        !namedPart &&
        field.words.includes('duration') &&
        field.words.every((w) => w === 'duration' || DURATION_UNIT_NAMED.has(w) || w === 'in')
      )
        field = profileOfWords([...frame.field.words, ...field.words]);
      // A measure's values by their role (`temperature: {internal, ambient}`, `{target, peak}`): "ambient temperature".
      else if (
        typeof child === 'number' &&
        frame.field.words.length === 1 &&
        TEMPERATURE.has(frame.field.words[0]) &&
        !hasAny(field.words, TEMPERATURE) &&
        !field.technical
      )
        field = profileOfWords([...field.words, ...frame.field.words]);
    }
    // An amount or a price of a list's element (`fees: [{type, amount}]`, `tax_lines: [{price}]`) is what the list names:
    // a fee, a tax, not the record's amount;
    // an element with a name of its own (`priceElements: [{name: "Cleaning fee", amount}]`) is called by it.
    const partAmount =
      frame.element === true &&
      field.words.length === 1 &&
      (field.words[0] === 'amount' || field.words[0] === 'price') &&
      frame.field.words.length > 0 &&
      frame.field.words.every((w) => !WRAPPERS.has(w) && w !== 'amount');
    if (partAmount && scope === frame.scope) field = profileOfWords([...frame.field.words]);
    // A time named only as a time is the time of what its enclosing field names, through wrappers (`start_location.properties.timestamp`).
    if (
      !nested &&
      field.words.length > 0 &&
      field.words.every((w) => GENERIC_TIME.has(w)) &&
      owner.length > 0 &&
      owner.some((w) => !WRAPPERS.has(w))
    ) {
      field = profileOfWords([...owner, ...field.words]);
    }
    children.push({
      value: child,
      field,
      depth: frame.depth + 1,
      top: frame.top ?? key,
      currencies,
      scope,
      measure,
      parentWords: frame.field.words,
      ownerWords: owner,
      inContent: frame.inContent,
      inList: frame.inList || frame.element,
      amongStats,
      // (The same measure in several parts of a record, `solar.power` and `grid.power`, is named by its part.)
      ...(sharedMeasures !== null && isObject(child) && !Array.isArray(child)
        ? { partWords: keyWords(key), sharedMeasures }
        : frame.sharedMeasures?.has(key)
          ? { partWords: frame.partWords }
          : {}),
      stale: frame.stale || field.stale,
      imperial: frame.imperial || (isObject(child) && isImperialSystem(key)),
      path: childPath(found, frame, key),
      measureTime: paired.timeOf.get(key),
      pairedTime: paired.times.has(key),
      utcClock: localTwin && !keyWords(key).includes('local'),
      speaker: partSpeaker ?? frame.speaker,
      hoursClock,
      partAmount: partAmount && scope !== frame.scope,
      siblingUnit:
        typeof child === 'number' || (typeof child === 'string' && NUMERIC.test(child))
          ? (siblingUnitOf(object, key, unitKeys) ?? temperatureScaleOf(object, key) ?? unitInTable(frame, key))
          : Array.isArray(child)
            ? unitInTable(frame, key)
            : undefined,
      unitTable: isObject(child) ? unitTableOf(object, key) : undefined,
      // What an event carries along to say who or where, and the definitions of its categories (a status, a type).
      // A category's object is small (a status with its name and colour); "charge_state" with thirty readings is data, and
      // so is an owner's object that names nobody (an inverter's `Site` of readings).
      context:
        frame.context ||
        (isObject(child) && isProfile(child)) ||
        // A message quoted or replied to (`quote: {author, text}`) is someone's earlier words, not this message's.
        (isObject(child) && QUOTED_KEY.test(key)) ||
        (nested &&
          (field.owner
            ? !(isObject(child) && isAnonymousReadings(child))
            : field.context &&
              // (A state's object of readings, `electricChargingState: {chargingLevelPercent, range}`, is data.)
              !(isObject(child) && isAnonymousReadings(child)) &&
              // (A category's own object says what the record is filed under, however much it carries.)
              (field.words.includes('category') || !(isObject(child) && Object.keys(child).length > CATEGORY_FIELDS)))),
    });
  }
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
}

/** The passage a W3C Web Annotation's text quote selector holds, or null. */
function highlightedPassage(object: Json): string | null {
  if (object.type !== 'TextQuoteSelector' || typeof object.exact !== 'string') return null;
  const passage = object.exact.trim().replace(/\s+/g, ' ');
  return passage.length >= 3 && passage.length <= MAX_PASSAGE_CHARS ? passage : null;
}

const MAX_PASSAGE_CHARS = 500;

/** Names of the sources or models a value came from: a short code of letters (`noaa`, `sg`, `icon`, `dwd`). */
const SOURCE_CODE = /^[a-z]{2,5}$/;
const MAX_SOURCES = 12;
/** Keys of short codes that are no source: a part's id or index. */
const NOT_SOURCES = new Set(['id', 'pk', 'idx', 'seq', 'ts', 'num']);
/** How far apart sources of one measure may be, as a share of the larger. */
const SOURCES_SPREAD = 0.5;

/** The middle of one measure's values by source (`{icon: 3.9, noaa: 4.1, sg: 4.1}`: 4.1), or null for any other object. */
function valueOfSources(object: Json): number | null {
  const entries = Object.entries(object);
  if (entries.length < 2 || entries.length > MAX_SOURCES) return null;
  if (
    !entries.every(
      ([key, value]) =>
        SOURCE_CODE.test(key) && !NOT_SOURCES.has(key) && typeof value === 'number' && Number.isFinite(value),
    )
  )
    return null;
  const values = entries.map(([, value]) => value as number).sort((a, b) => a - b);
  // (Sources of one measure agree roughly; values far apart are different measures: `{rh: 71, dew: 12}`.)
  const [low, high] = [values[0], values[values.length - 1]];
  if (high - low > SOURCES_SPREAD * Math.max(Math.abs(low), Math.abs(high))) return null;
  return values[Math.floor((values.length - 1) / 2)];
}

/** Who gave or sent a record, by its key (`donor`, `donor_name`, `supporter`, `from`). */
const GIVER_WORDS = new Set([
  'donor',
  'supporter',
  'backer',
  'contributor',
  'payer',
  'sender',
  'from',
  'customer',
  'user',
]);
const isGiverKey = (key: string) => keyWords(key).some((word) => GIVER_WORDS.has(word));

const isCallbackBody = (words: readonly string[], child: unknown) =>
  isObject(child) && words[words.length - 1] === 'callback';

const isCountOfThings = (words: readonly string[]) =>
  words.length === 1 && (words[0] === 'quantity' || words[0] === 'qty');

/** Keys by which an object names whom or what it is: an owner's card has one, a site's readings need not. */
const IDENTITY_KEY =
  /(?:^|_)(?:id|uuid|guid|name|login|email|url|slug|handle|title|serial|key)$|[a-z](?:Id|ID|Name|Url)$/;

/** An object under an owner's name (`Site`, `device`) that names nobody and holds two numbers or more: its readings. */
function isAnonymousReadings(object: Record<string, unknown>): boolean {
  let numbers = 0;
  for (const [key, value] of Object.entries(object)) {
    if (IDENTITY_KEY.test(key) || IDENTITY_KEY.test(key.toLowerCase())) return false;
    if (typeof value === 'number') numbers++;
  }
  return numbers >= 2;
}

/** Words of a state a sensor raises as a flag (`DOOR_OPEN_STATUS: 1`, `motion_detected: true`, `leak: 1`). */
const FLAG_STATES = new Set([
  'open',
  'opened',
  'detected',
  'motion',
  'occupied',
  'leak',
  'wet',
  'alarm',
  'tamper',
  'tampered',
  // A payment held and not yet settled (`pending: true`).
  'pending',
]);
/** Words a flag's name may carry beside what it says. */
const FLAG_NOISE = new Set(['status', 'state', 'is', 'flag', 'value']);
const FLAG_DEPTH = 3;

/** A flag raised (`true`, 1) under a name that says what it means: "door open"; null for anything else. */
function flagState(frame: Frame): string | null {
  if (frame.value !== true && frame.value !== 1) return null;
  if (frame.depth > FLAG_DEPTH || frame.context || frame.field.technical) return null;
  const words = frame.field.words;
  if (
    !words.some((word) => FLAG_STATES.has(word)) ||
    words.some((word) => /^(?:times|count|duration|last)$/.test(word))
  )
    return null;
  const said = words.filter((word) => !FLAG_NOISE.has(word));
  return said.length > 0 && said.length <= 3 ? said.join(' ') : null;
}

/** Records hidden or removed by ids listed beside the flag (`{ids: [...], visible: false}`); at most a few. */
const MAX_RETRACTED = 20;

function hiddenIdsOf(object: Json): string[] {
  if (!(object.visible === false || object.hidden === true || object.removed === true)) return [];
  for (const [key, value] of Object.entries(object)) {
    const words = keyWords(key);
    if (words[words.length - 1] !== 'ids' || !Array.isArray(value)) continue;
    return value
      .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
      .slice(0, MAX_RETRACTED)
      .map(String);
  }
  return [];
}

/**
 * A host's name: three dotted labels or more, or two ending in a common top-level domain, without spaces (a handle
 * such as `john.doe` is a person's).
 */
const HOST_NAME = /^(?:[a-z0-9-]+\.){2,}[a-z]{2,}$|^[a-z0-9-]+\.(?:com|org|net|io|dev|app|cloud|lan|local|internal)$/i;

/** A device's own health beside what it reports: its battery, its radio's signal. */
const DEVICE_SIGNAL = new Set(['rssi', 'battery', 'batt', 'linkquality', 'lqi', 'snr']);

/** A record's own lifecycle raised as a flag (`isCancelled: true`, `completed: true`): the state it is in. */
const LIFECYCLE_FLAGS: Readonly<Record<string, string>> = {
  cancelled: 'cancelled',
  canceled: 'cancelled',
  completed: 'completed',
  done: 'done',
  finished: 'finished',
  declined: 'declined',
  missed: 'missed',
  failed: 'failed',
  refunded: 'refunded',
  resolved: 'resolved',
  archived: 'archived',
  // (A draft, `isDraft: true`, is a plan: nothing of it happened yet.)
  draft: 'draft',
};

function lifecycleFlag(frame: Frame): string | null {
  // (Also sent as text, `"refunded": "true"`: readLeaf reads it as the flag.)
  if (frame.value !== true || frame.depth !== 1) return null;
  const said = frame.field.words.filter((word) => !FLAG_NOISE.has(word));
  return said.length === 1 ? (ownEntry(LIFECYCLE_FLAGS, said[0]) ?? null) : null;
}

/** A record's own outcome sent as a flag (`success: false`, `"successful": "false"`): it failed; success says nothing. */
const OUTCOME_FLAGS = new Set(['success', 'successful', 'succeeded']);

function outcomeFlag(frame: Frame): string | null {
  if (frame.depth !== 1 || frame.field.words.length !== 1 || !OUTCOME_FLAGS.has(frame.field.words[0])) return null;
  return frame.value === false ? 'failed' : null;
}

/** Flags of how a match or a race went for whoever the record is of (`win: true`, `won: false`, `victory`). */
const WIN_FLAGS = new Set(['win', 'won', 'winner', 'victory', 'victorious']);

/**
 * How a game went, said by a flag of the record or of the person's own entry in it: won or lost. (Not an element of a
 * list, where each team's own flag says how it went for that team.)
 */
function matchResult(frame: Frame): string | null {
  if (frame.depth > 3 || frame.element === true || frame.inList === true || typeof frame.value !== 'boolean')
    return null;
  const words = frame.field.words;
  if (words.length !== 1 || !WIN_FLAGS.has(words[0])) return null;
  return frame.value ? 'won' : 'lost';
}

/** A device's own connection sent as a flag (`offline: true`, `online: false`): offline; online says nothing. */
function connectionFlag(frame: Frame): string | null {
  if (frame.depth !== 1 || frame.field.words.length !== 1) return null;
  const [word] = frame.field.words;
  const raised = frame.value === true;
  const lowered = frame.value === false;
  return (word === 'offline' && raised) || (word === 'online' && lowered) ? 'offline' : null;
}

/** A switch's own output (`switch:0: {output: true}`, `ison: false`): on or off. */
const SWITCH_KEYS = new Set(['output', 'ison', 'is on', 'relay state', 'switch state']);

/** A device's power sent as the word (`power: "on"`, `switch: "off"`): the state it is in. */
const POWER_KEYS = new Set(['power', 'switch', 'power state', 'on off', 'onoff']);

function switchState(frame: Frame): string | null {
  if (frame.depth > FLAG_DEPTH || frame.context) return null;
  const name = frame.field.words.join(' ');
  if (typeof frame.value === 'string' && POWER_KEYS.has(name)) {
    const word = frame.value.trim().toLowerCase();
    return word === 'on' || word === 'off' ? word : null;
  }
  if (typeof frame.value !== 'boolean') return null;
  // (A numbered switch of a plug or a relay board, `switch_1: true`, too.)
  return SWITCH_KEYS.has(name) || /^switch(?: \d{1,2})?$/.test(name) ? (frame.value ? 'on' : 'off') : null;
}

/** A place's entry flag (`"entry": "1"` on arriving, `"0"` on leaving, as geofencing apps send it). */
const ENTRY_FLAGS = new Set(['entry', 'entered', 'inside']);

/** "entered" or "exited" of a record's own entry flag; null for anything else. */
function entryState(frame: Frame): string | null {
  const words = frame.field.words;
  if (frame.depth !== 1 || words.length !== 1 || !ENTRY_FLAGS.has(words[0])) return null;
  const value = typeof frame.value === 'string' ? frame.value.trim().toLowerCase() : frame.value;
  if (value === 1 || value === true || value === '1' || value === 'true') return 'entered';
  if (value === 0 || value === false || value === '0' || value === 'false') return 'exited';
  return null;
}

/** Lists of who took part: their names say who the person was with. */
const PEOPLE_LIST_WORDS = new Set(['attendees', 'participants', 'invitees', 'guests', 'with', 'companions']);
const MAX_PEOPLE = 6;

/** The weight of who else was there, as a share of a name's: below the name of the record and of its place. */
const COMPANY_SHARE = 0.5;

function isPeopleList(words: readonly string[]): boolean {
  return PEOPLE_LIST_WORDS.has(words[words.length - 1]);
}

/** The names of a list of people that are not the person (nor bare e-mail addresses), at most MAX_PEOPLE. */
function othersAmong(list: unknown[], identities: Identities | undefined): string[] {
  const names: string[] = [];
  for (const element of list.slice(0, ITEM_LIMITS.arrayItems)) {
    const name = typeof element === 'string' ? element.trim() : actorNameOf(element);
    // (A participant's opaque id, a game's `puuid` listed as who played, names nobody.)
    if (!name || name.includes('@') || name.length > 60 || looksLikeIdentifier(name) || identities?.isMe(name))
      continue;
    if (
      isObject(element) &&
      Object.values(element).some((value) => typeof value === 'string' && identities?.isMe(value))
    )
      continue;
    if (!names.includes(name)) names.push(name);
    if (names.length === MAX_PEOPLE) break;
  }
  return names;
}

/** "A", "A and B", "A, B and C". */
function spokenList(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const PART_NAME = /^[A-Za-z][A-Za-z_ -]{1,30}$/;
/** Money objects' own fields (`total_money: {amount}`, `tip_money: {amount}`): each is its object's money already. */
const AMOUNT_KEYS = new Set(['amount', 'value', 'cents', 'units', 'nanos', 'amount_minor', 'value_minor']);

/** How many parts of a record are looked at for a measure they share, at most. */
const MAX_PARTS = 12;

/**
 * The numeric fields that two or more of an object's parts hold under the same name (`power` in `solar`, `grid` and
 * `battery`), or null: each part's is that part's measure, not one measure's readings.
 */
function measuresSharedByParts(entries: Array<[string, unknown]>): ReadonlySet<string> | null {
  const seen = new Map<string, number>();
  let parts = 0;
  for (const [key, value] of entries) {
    // (Parts named by words: records keyed by their ids, `{"3981264417": {...}}`, are records, not parts.)
    if (!isObject(value) || !PART_NAME.test(key) || ++parts > MAX_PARTS) continue;
    for (const [key, field] of Object.entries(value).slice(0, MAX_PARTS * 4))
      if (typeof field === 'number' && !AMOUNT_KEYS.has(key)) seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const shared = [...seen].filter(([, count]) => count >= 2).map(([key]) => key);
  return shared.length > 0 ? new Set(shared) : null;
}

/** A game piece's statistics: beside them, its `power` is a level. */
const GAME_STATS = new Set(['trophies', 'xp', 'level', 'rank', 'tier', 'rarity', 'experience']);

/** Keys beside which a `state` is a region of an address. */
const PLACE_SIBLINGS = new Set([
  'country',
  'city',
  'postalcode',
  'postal_code',
  'zip',
  'zipcode',
  'countrycode',
  'country_code',
]);

/** The height of a position among its coordinates. */
const POSITION_HEIGHT = /^(?:alt|altitude|elevation|ele|height)$/i;

const ASSIGNEE_FIELD = /^(?:assignee|assigned_?to|assignedTo)$/i;
const RECIPIENT_FIELD = /^(?:recipient|receiver|beneficiary)$/i;

/**
 * Readings' names cut to two or three letters, as a weather or air-quality API sends them side by side; each alone
 * could be anything (`pr` is a pull request's number too), so they are read so only three or more together.
 */
const SHORT_READINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['tp', ['temperature']],
  ['hu', ['humidity']],
  ['pr', ['pressure']],
  ['ws', ['wind', 'speed']],
  ['wd', ['wind', 'direction']],
  ['ic', ['icon']],
  ['aqius', ['us', 'aqi']],
  // (China's scale of the same air beside the US one: one index is told.)
  ['aqicn', ['aqi', 'code']],
  ['mainus', ['main', 'pollutant', 'code']],
  ['maincn', ['main', 'pollutant', 'code']],
]);
const MIN_SHORT_READINGS = 3;

function shortReadingOf(key: string): FieldProfile | null {
  const words = SHORT_READINGS.get(key.toLowerCase());
  return words ? profileOfWords([...words]) : null;
}

/** A mail's headers as a sender gives them (`headers: {subject, from, to, message-id}`), any case. */
function isMailHeaders(key: string, headers: Json): boolean {
  if (key.toLowerCase() !== 'headers') return false;
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  return names.has('subject') && (names.has('from') || names.has('to'));
}

/** Headers that name a mail's people (`"to": "Rui Fonseca <rui@…>"`), each read as who, never as words. */
const MAIL_PARTY_HEADERS = /^(?:from|to|cc|bcc|reply-to|sender)$/i;

/** Who sent a mail and who it went to first, by the names their addresses carry; the other headers as they are. */
function mailPartiesOf(headers: Json): { from: string | null; to: string | null; rest: Json } {
  const nameIn = (value: unknown) => {
    if (typeof value !== 'string') return null;
    const name = /^\s*"?([^"<>,@]{1,80}?)"?\s*<[^>]+>/.exec(value)?.[1]?.trim();
    return name && name.length > 0 ? name : null;
  };
  const header = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const rest = Object.fromEntries(Object.entries(headers).filter(([key]) => !MAIL_PARTY_HEADERS.test(key)));
  return { from: nameIn(header('from')), to: nameIn(header('to')), rest };
}

/** A name field of the one something went to (`to_broadcaster_user_name`, `toName`), a name and no address. */
function namesRecipient(key: string, value: string): boolean {
  const words = keyWords(key);
  return (
    words.length >= 2 &&
    words[0] === 'to' &&
    words[words.length - 1] === 'name' &&
    value.trim().length > 0 &&
    value.length <= MAX_RECIPIENT_CHARS &&
    !looksLikeEmail(value)
  );
}
const MAX_RECIPIENT_CHARS = 80;

/** A record's field that says who sent it by id or kind, not by name. */
const SENDER_KEY = /^(?:sender|author|from)_?(?:id|type)$/i;
const SOURCE_NAME_KEY = /^source_?name$/i;
const QUOTED_KEY =
  /^(?:quote|quoted_?(?:message|status|tweet)?|reply_?to(?:_?message)?|replied_?to|in_?reply_?to|referenced_?message|parent_?message)$/i;
const SOURCE_HANDLE_KEY = /^source_?(?:number|uuid|phone|user_?id|account)$/i;

/** How deep and how long a device's id or name is read, to keep a hub's devices apart. */
const DEVICE_DEPTH = 3;
const DEVICE_CHARS = 64;
const DEVICE_KEY_ENDS = new Set(['id', 'name', 'eui', 'serial', 'mac']);

/** `device_id`, `deviceName`, `device: {id}`, `serialNumber`: the device an item is from. */
function isDeviceKey(words: readonly string[], parentWords: readonly string[]): boolean {
  const last = words[words.length - 1];
  // A thing named by its serial number (`serialNumber`, `serial_no`) is a device of its own.
  if (words[0] === 'serial' && words.length <= 2) return true;
  if (!DEVICE_KEY_ENDS.has(last)) return false;
  // (Also shortened, Tuya's `devId`.)
  return (
    words.includes('device') ||
    words.includes('dev') ||
    (words.length === 1 && parentWords[parentWords.length - 1] === 'device')
  );
}

/** The device id or name among an object's own fields, or null. */
function deviceIdIn(object: Json): string | null {
  for (const [key, value] of Object.entries(object))
    if (
      typeof value === 'string' &&
      value.trim() !== '' &&
      value.length <= DEVICE_CHARS &&
      isDeviceKey(keyWords(key), [])
    )
      return value.trim();
  return null;
}

/** The rank of an envelope's own time: after any time of its content, before a delivery's. */
const ENVELOPE_TIME_RANK = 4;

/** An envelope's kind of its event (`"type": "deployment.error"`): what happened, and how it ended. */
function readEnvelopeKind(found: ItemFindings, field: FieldProfile, kind: string): void {
  if (PHASE_KINDS.test(kind)) return;
  if (isDeletion(field, kind)) found.deleted = true;
  // How a run ended, said by the event's kind (`deployment.error`, `build-succeeded`): the record's state.
  const ended = EVENT_KIND.test(kind) ? outcomeOfKind(kind) : null;
  if (ended?.outcome) found.labels.push({ text: ended.outcome, stale: false });
  // (A kind that only says a version was made, `updated`, is what happened to the record its content is.)
  if (VERSION_KIND.test(kind)) found.verb ??= kind.toLowerCase();
  else if (EVENT_KIND.test(kind) && !PLUMBING_KINDS.test(enumText(kind)))
    found.eventKind ??= ended ? ended.noun || null : enumText(kind);
}

/** A flag sent as text (`"checked_in": "true"`) is read as the flag it spells. */
const FLAG_TEXT = new Map<unknown, boolean>([
  ['true', true],
  ['false', false],
]);

function readLeaf(found: ItemFindings, sent: Frame): void {
  const sentFlag = FLAG_TEXT.get(sent.value);
  const frame = sentFlag === undefined ? sent : { ...sent, value: sentFlag };
  if (frame.field.technical) found.machinery++;
  if (found.device === null && frame.depth <= DEVICE_DEPTH && isDeviceKey(frame.field.words, frame.parentWords)) {
    const device = typeof frame.value === 'string' ? frame.value.trim() : '';
    if (device !== '' && device.length <= DEVICE_CHARS) found.device = device;
  }
  if (frame.depth === 1 && hasAny(frame.field.words, DEVICE_SIGNAL)) found.deviceReport = true;
  if (frame.depth <= 2 && isShippingKey(frame.field.words)) found.shipped = true;
  // The record's own lifecycle: `"deleted": true`, `"deleted_at": "…"`, `"status": "voided"` (not a part's).
  if (frame.depth === 1 && isDeletion(frame.field, frame.value)) found.deleted = true;
  // The record's own entry or outcome is where it stands.
  const own = entryState(frame) ?? outcomeFlag(frame) ?? connectionFlag(frame);
  // A lifecycle raised as a flag (`refunded: true`) is where the record went after a status that stayed (`succeeded`).
  const lifecycle = own === null ? lifecycleFlag(frame) : null;
  if (lifecycle !== null) {
    found.labels.push({ text: lifecycle, stale: frame.stale, first: true });
    return;
  }
  // (How a game went is where it stands before its mode, `gameMode: "CLASSIC"`.)
  const result = own === null ? matchResult(frame) : null;
  if (result !== null) {
    found.labels.push({ text: result, stale: frame.stale, first: true });
    return;
  }
  const flag = own ?? flagState(frame) ?? switchState(frame) ?? outcomeInWords(frame);
  if (flag !== null) {
    // (A record's `open: true` beside its `state: "snoozed"`: the state field says where it stands.)
    found.labels.push({ text: flag, stale: frame.stale, aside: own === null && typeof frame.value === 'boolean' });
    return;
  }
  // A time written as a number of its digits (`TransactionDate: 20260314114003`) is read as the text it spells.
  const digits =
    typeof frame.value === 'number' && frame.field.timeRank !== null ? compactTimeDigits(frame.value) : null;
  if (digits !== null) readText(found, frame, digits);
  else if (typeof frame.value === 'number') readNumber(found, frame, frame.value);
  else if (typeof frame.value === 'string') {
    // (Shortcodes are the emoji they stand for or nothing; a hash among words is git's short one.)
    const text = withHashesShortened(
      withMarkupRead(withLoneShortcodesRead(frame.value.slice(0, ITEM_LIMITS.inspectChars).trim())),
    );
    if (text === null) found.machinery++;
    else if (text !== '') readText(found, frame, text);
  }
}

/** Fields that describe a result in words (`ResultDesc`, `status_message`, `statusText`). */
const OUTCOME_TEXT = /^(?:result|status|outcome|response) (?:desc|description|message|text|reason)$/;
/** The outcome such words say, the first of them: a payment prompt "cancelled by user", a charge that "failed". */
const OUTCOME_WORDS =
  /\b(cancell?ed|declined|failed|rejected|expired|timed out|refunded|approved|succeeded|successful(?:ly)?|completed)\b/i;

/** Where a record stands, said by a description of its result ("Request cancelled by user": cancelled). */
function outcomeInWords(frame: Frame): string | null {
  if (frame.depth > STATE_DEPTH || typeof frame.value !== 'string' || frame.value.length > 200) return null;
  if (!OUTCOME_TEXT.test(frame.field.words.join(' '))) return null;
  const said = OUTCOME_WORDS.exec(frame.value)?.[1].toLowerCase();
  if (said === undefined) return null;
  if (said.startsWith('success')) return 'succeeded';
  return said === 'canceled' ? 'cancelled' : said;
}

/** Words that, set, say a record is gone; values of a state that say so. */
const GONE_WORDS = new Set(['deleted', 'removed', 'voided', 'trashed', 'discarded']);
// A reverted card hold never took the money: the record is gone as surely as a voided one.
const GONE_STATES = /^(?:deleted|removed|voided|void|trashed|discarded|reverted)$/i;

/** What an action field says when the record was deleted (`"action": "deleted"`, `"operation": "delete"`). */
const GONE_ACTIONS = /^(?:delete|deleted|remove|removed|destroy|destroyed|trash|trashed)$/i;
/** The same action as a kind's first word, an imperative (`delete_pulse`, `remove-item`). */
const GONE_VERBS = /^(?:delete|remove|destroy|trash)$/i;

function isDeletion(field: FieldProfile, value: unknown): boolean {
  const words = field.words;
  if (field.verb && typeof value === 'string' && GONE_ACTIONS.test(value.trim())) return true;
  // An event's kind that ends in the action in camel case (`"eventType": "EpisodeFileDelete"`).
  if ((field.kind || field.verb) && typeof value === 'string' && /^[A-Z]?[a-z]+(?:[A-Z][a-z]+)+$/.test(value.trim())) {
    const words = keyWords(value.trim());
    if (GONE_ACTIONS.test(words[words.length - 1] ?? '')) return true;
  }
  // An event's kind that ends in the action (`"type": "result-deleted"`, `"event": "entry.removed"`), or begins with it
  // (`"type": "delete_pulse"`).
  if ((field.kind || field.verb) && typeof value === 'string' && /^[A-Za-z]+[-._:]/.test(value)) {
    const parts = value.trim().split(/[-._:]/);
    if (GONE_ACTIONS.test(parts[parts.length - 1] ?? '') || GONE_VERBS.test(parts[0] ?? '')) return true;
  }
  const gone = words.some((word) => GONE_WORDS.has(word));
  if (gone && value === true) return true;
  if (gone && typeof value === 'string' && value.trim() !== '' && words.includes('at')) return true;
  const last = words[words.length - 1];
  return (last === 'status' || last === 'state') && typeof value === 'string' && GONE_STATES.test(value.trim());
}

function readAttributeEvent(found: ItemFindings, frame: Frame, event: AttributeEvent): void {
  // Who a keypad says used it (`lastCodeName`) is told with the event that says what they did.
  if (event.namesSomeone) return;
  found.live = true;
  found.texts.push({
    text: event.device,
    role: 'name',
    weight: textWeight('name', 1),
    top: frame.top,
    order: found.nodes,
    context: false,
  });
  if (event.by !== null) found.actors.push({ name: event.by, depth: 1 });
  // Under `deviceEvent` the event is what the record says, not context it carries along.
  const field = { ...frame, depth: 1, context: false, field: profileOfWords(event.attributeWords) };
  if (typeof event.value === 'string') {
    found.labels.push({ text: enumText(event.value), stale: false });
    return;
  }
  if (event.unit !== null) readMeasured(found, field, event.value, event.unit);
  else readNumber(found, field, event.value);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ONLY = /^\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;
const OFFSET = /^(?:[+-]\d{2}:?\d{2}|Z)$/;

/** A time sent in parts (`{date: "2026-10-21", time: "08:33:00", utc_offset: "+09:00"}`) as one ISO 8601 text. */
function dateAndTimeOf(object: Json): string | null {
  const zoned = zonedWallTimeOf(object);
  if (zoned !== null) return zoned;
  const { date, time } = object;
  if (typeof date !== 'string' || typeof time !== 'string' || !DATE_ONLY.test(date) || !TIME_ONLY.test(time))
    return null;
  const offset = [object.utc_offset, object.utcOffset, object.offset].find(
    (value): value is string => typeof value === 'string' && OFFSET.test(value),
  );
  return `${date}T${time}${offset ?? ''}`;
}

/** A wall time without an offset ("2026-11-20T14:00:00.0000000"). */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * `{dateTime: "2026-11-20T14:00:00.0000000", timeZone: "Pacific Standard Time"}` (Microsoft Graph, calendar APIs): the
 * wall time in its own zone, with that zone's offset; a time that carries its offset is itself.
 */
function zonedWallTimeOf(object: Json): string | null {
  const dateTime = object.dateTime ?? object.date_time;
  const zone = object.timeZone ?? object.time_zone ?? object.timezone;
  if (typeof dateTime !== 'string' || typeof zone !== 'string') return null;
  if (!WALL_TIME.test(dateTime)) return parseWrittenTime(dateTime) !== null ? dateTime : null;
  const iana = ianaZoneOf(zone);
  const offset = iana === null ? null : offsetAtWallTime(iana, dateTime);
  return offset === null ? null : `${dateTime.slice(0, 19)}${offset}`;
}

/** Deepest level a list of a form's answers is read as the response's (`data.fields`). */
const FORM_DEPTH = 2;

function readFormAnswers(found: ItemFindings, frame: Frame, form: FormAnswers): void {
  if (form.respondent !== null) found.actors.push({ name: form.respondent, depth: 1 });
  for (const { question, answer } of form.answers)
    found.texts.push({
      text: `${question.replace(/[?:]\s*$/, '')}: ${answer}`,
      role: 'own',
      weight: textWeight('own', frame.depth),
      top: frame.top,
      order: found.nodes,
      context: false,
    });
}
