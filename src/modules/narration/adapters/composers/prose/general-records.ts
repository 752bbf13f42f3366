import { participleOf, type GroupRecord, type ItemGroup, type SourceDigest } from '../../../../understanding';
import { atTime, listOf, quote, sentence, span, whenOfMinute } from './phrases';
import type { Sentence, Theme } from './sentence';
import { reachedState } from './state-phrases';
import { measurePhrases } from './general-quantities';

// The general rules' records told one by one: what happened, in the past tense, with its time and span.

export const MAX_HEADLINE = 80;
/** Timed measures this few (a series has more) are told one by one. */
const FEW_RECORDS = 2;
/** Logged events of different measures this few are told one by one. */
const LOGGED_EVENTS = 8;
/** Records of one kind each naming another, at most this many told one by one. */
const NAMED_RECORDS = 6;

/**
 * Records each with a name or amount of its own (payments to different payees,
 * time entries of different tasks, episodes) are told one by one; readings
 * of one sensor, runs of one pipeline are told together.
 */
export function isDistinctRecords(group: ItemGroup): boolean {
  if (group.count < 2 || group.count > group.records.length || group.name !== null) return false;
  const records = group.records.filter(told);
  const headlines = new Set(records.map((record) => record.headline).filter(Boolean));
  // Many runs of one kind with only a name each (CI builds by commit) read better summed up; payments and entries each have their amount.
  const measured = records.filter((record) => record.quantities.length > 0).length * 2 >= records.length;
  if (records.length >= 2 && headlines.size * 2 > records.length && (records.length <= 6 || measured)) return true;
  // A few of one kind each naming someone or something else (tickets issued to three people) are each told, by name.
  if (
    records.length >= 2 &&
    records.length <= NAMED_RECORDS &&
    records.length === group.count &&
    records.every((record) => record.timed && record.names.length > 0) &&
    new Set(records.map((record) => record.names[0])).size === records.length
  )
    return true;
  // Two timed measures (two meals' carbs, a morning and an evening weigh-in) read better each at its time
  // than as a range.
  if (
    records.length >= 2 &&
    records.length <= FEW_RECORDS &&
    records.length === group.count &&
    records.every((record) => record.timed && record.quantities.length > 0)
  )
    return true;
  // Logged events each measuring one thing at its time, of different things (a bolus, a meal's carbs, a workout's
  // minutes): each happened, no series of one measure.
  if (
    records.length >= 2 &&
    records.length <= LOGGED_EVENTS &&
    records.length === group.count &&
    records.every((record) => record.timed && record.quantities.length > 0 && record.quantities.length <= 2) &&
    new Set(records.map((record) => record.quantities.map((q) => q.label).join('\u0000'))).size >= 2
  )
    return true;
  // Payments each with an amount of their own (a stall's sales, a card's day), trips each with their distance, and
  // acts of different people (a follow by one account and by another) are each a thing that happened.
  const actors = new Set(group.records.map((record) => record.by ?? ''));
  if (actors.size > 1 && group.records.length <= 6 && records.length > 0) return true;
  return records.length >= 2 && (eachOwn(records, 'money') || eachOwn(records, 'distance'));
}

function eachOwn(records: GroupRecord[], dimension: 'money' | 'distance'): boolean {
  const amounts = records.map((record) => record.quantities.find((q) => q.dimension === dimension));
  return (
    amounts.every((amount) => amount !== undefined) &&
    new Set(amounts.map((amount) => `${amount!.currency} ${amount!.min}`)).size > 1
  );
}

/** A record with something to tell: a name, a measure or words (a bare notice of a change tells nothing). */
export const told = (record: GroupRecord) =>
  record.headline !== null || record.quantities.length > 0 || record.texts.length > 0 || record.by !== undefined;

export function recordSentence(
  source: SourceDigest,
  group: ItemGroup,
  record: GroupRecord,
  theme: Theme,
  day: string,
  index: number,
): Sentence {
  const when = record.timed ? recordSpan(record, day) : '';
  const ownKind = record.kind ?? group.kinds[0]?.kind;
  const kind = ownKind ? pastTense(ownKind.toLowerCase()) : null;
  // (A name its headline already says, "Maeve bought you 3 coffees" of Maeve, is not said again.)
  const named = record.names.filter((name) => !record.headline?.toLowerCase().includes(name.toLowerCase()));
  const names = named.length ? ` (${named.join(', ')})` : '';
  const headline = record.headline ? `${record.headline}${names}` : null;
  // A kind that is a name of its own (a booking's "Lomi Lomi Massage") is what it was; its words are quoted after.
  const proper = ownKind !== undefined && isProperKind(ownKind) && record.headline !== ownKind;
  // A work item's words are quoted; what it belongs to (its project) follows them.
  const name = proper
    ? `${ownKind}${names}`
    : record.headline && kind && theme === 'work'
      ? `${kind} ${quote(record.headline)}${names}`
      : (headline ?? kind);
  const state = record.state ? reachedState(record.state) : null;
  // The states its earlier versions were in, each at its time, before the one it is in now ("sent and bounced at
  // 05:30, then complained").
  const before = record.earlierStates?.length ? `${earlierStatesPhrase(record.earlierStates, day)}, then ` : '';
  const details = [
    ...measurePhrases(record.quantities, day, undefined, record.headline),
    ...(state
      ? [
          `${before}${!before && kind && /updated|moved|changed/.test(kind) ? `now ${state}` : state}${
            record.stateMinute === undefined ? '' : ` ${atTime(whenOfMinute(day, record.stateMinute), day)}`
          }`.trim(),
        ]
      : []),
  ];
  const texts = [...(proper && record.headline ? [record.headline] : []), ...record.texts].map(quote).join(' ');
  const at = when ? (/^\d/.test(when) && !when.includes('–') ? ` at ${when}` : `, ${when}`) : '';
  // Another's action: theirs by name, and never the person's headline of the day.
  // (Said once when the record is headed by their name, a billing name beside the buyer.)
  const by = record.by && record.by !== record.headline ? `${record.by}: ` : '';
  return {
    theme,
    salience: Math.min(6, group.salience / 3) - index / 100 - (record.by ? 1 : 0),
    minute: record.timed ? record.minute : null,
    // A record of no name or kind is what it measured ("temperature 17.1 °C, humidity 44%").
    text: `${sentence(`${source.name}${at}: ${by}${[name, ...details].filter(Boolean).join(', ') || 'a record'}`)}${texts ? ` ${texts}` : ''}`,
    headline:
      !record.by &&
      record.headline &&
      record.headline.length <= MAX_HEADLINE &&
      record.headline.split(/\s+/).length >= 2
        ? record.headline
        : undefined,
  };
}

/** A kind written as a name, each word capitalised ("Hot Stone Massage"): said as sent. */
export function isProperKind(kind: string): boolean {
  return /^\p{Lu}[\p{Ll}']+(?:\s+\p{Lu}[\p{Ll}']+)+$/u.test(kind);
}

/** "issue update" -> "issue updated": the kinds senders name in the present, as what happened. */
function pastTense(kind: string): string {
  return kind.replace(/\b(create|update|delete|remove|open|close|complete|cancel|add|change)$/, (verb) =>
    participleOf(verb)!,
  );
}

/** "09:31–10:24", "from 23:02 the evening before to 06:49", or its start. */
export function recordSpan(record: GroupRecord, day: string): string {
  return span(
    whenOfMinute(day, record.minute),
    record.endMinute !== null ? whenOfMinute(day, record.endMinute) : null,
    day,
  );
}

/** States at their times, those of one minute together: "sent, delivered and bounced at 05:30, clicked at 06:12". */
function earlierStatesPhrase(states: ReadonlyArray<{ state: string; minute: number }>, day: string): string {
  const moments: Array<{ minute: number; states: string[] }> = [];
  for (const { state, minute } of states) {
    const last = moments[moments.length - 1];
    if (last?.minute === minute) last.states.push(reachedState(state));
    else moments.push({ minute, states: [reachedState(state)] });
  }
  return moments
    .map(({ minute, states: said }) => `${listOf(said)} ${atTime(whenOfMinute(day, minute), day)}`.trim())
    .join(', ');
}
