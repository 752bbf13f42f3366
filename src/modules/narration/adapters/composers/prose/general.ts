import { ownEntry } from '../../../../understanding';
import type { DayDigest, ItemGroup, SourceDigest } from '../../../../understanding';
import { atTime, listOf, measureRange, plural, quote, sentence, span, timeOf, whenOfMinute } from './phrases';
import { stateChangePhrase, stateWords, transitionsPhrase } from './state-phrases';
import type { Sentence } from './sentence';
import { measurePhrases, SENSOR_DIMENSIONS, themeOf } from './general-quantities';
import { MAX_HEADLINE, isDistinctRecords, isProperKind, told, recordSentence, recordSpan } from './general-records';

const GROUPS_PER_SOURCE = 12;

const TEXTS_PER_GROUP = 8;
/** Changes of one thing's state told one by one up to this many; more are counted. */
const MAX_TRANSITIONS = 10;

const MEASURES_PER_SENTENCE = 10;
/** States of arriving at a place and leaving it: a stay, whose duration is how long it lasted. */
const STAY_STATES = new Set(['entered', 'exited', 'arrived', 'departed', 'left']);
/** Series of one device whose extremes are each said; past this many, only the first's. */
const MAIN_SERIES = 4;
const SERIES_DIMENSIONS = new Set([...SENSOR_DIMENSIONS, 'weight']);
/** How far a series must move, as a share of its largest reading, for its extremes to be worth saying. */
const SWING = 0.05;

function swing(quantity: ItemGroup['quantities'][number]): number {
  const largest = Math.max(Math.abs(quantity.min), Math.abs(quantity.max));
  return largest === 0 ? 0 : (quantity.max - quantity.min) / largest;
}
/** Breakdowns told of one group (time by project, by language...): the first in the order they were sent. */
const BREAKDOWNS_PER_SENTENCE = 3;

export /**
 * What the general rules read from payloads no interpreter knows, told per
 * source under the theme its measures belong to: distinct records (payments,
 * time entries, episodes) one by one, "Toggl Track at 08:47: “Refactor
 * invoice export”, duration 2 h 35 min."; repeated readings as one sentence
 * with their ranges, "Balcony sensor: 850 readings: temperature 27.5–30.8 °C.";
 * states as what happened; texts quoted whole.
 */
function generalSentences(digest: DayDigest): Sentence[] {
  const sentences: Sentence[] = [];
  for (const source of digest.sources) {
    for (const group of source.groups.slice(0, GROUPS_PER_SOURCE))
      sentences.push(...groupSentences(source, group, digest.day));
  }
  return sentences;
}

/** At most this many sources are named in the closing's "Also ..." line; the rest are counted. */
const ALSO_SOURCES = 3;

/**
 * What the general rules read but the entry does not tell, in one plain line: "Also 3 readings from Weather station
 * and 2 items from Toggl." A group nothing could be phrased of, the groups past a source's first twelve, and the
 * items the digest only counted. Notices that say nothing (a ping, a "go and fetch") are not counted.
 */
export function alsoLine(digest: DayDigest): string | null {
  const parts: Array<{ count: number; text: string }> = [];
  for (const source of digest.sources) {
    const groups = source.groups.slice(0, GROUPS_PER_SOURCE);
    const silent = groups.filter(
      (group) => group.notices < group.count && groupSentences(source, group, digest.day).length === 0,
    );
    const unsaid = [...silent, ...source.groups.slice(GROUPS_PER_SOURCE)];
    const count = source.otherItems + unsaid.reduce((sum, group) => sum + group.count, 0);
    if (count === 0) continue;
    const readings = source.otherItems === 0 && unsaid.every(isSensorGroup);
    parts.push({ count, text: `${plural(count, readings ? 'reading' : 'item')} from ${source.name}` });
  }
  if (parts.length === 0) return null;
  parts.sort((a, b) => b.count - a.count);
  const named = parts.slice(0, ALSO_SOURCES).map((part) => part.text);
  if (parts.length > ALSO_SOURCES) named.push(plural(parts.length - ALSO_SOURCES, 'more source'));
  return sentence(`Also ${listOf(named)}`);
}

/** A lifecycle told with its moments: "triggered at 02:14 and 20:00", "acknowledged at 02:17"; past two, how often. */
function stateTimes(state: ItemGroup['states'][number], timed: boolean, day: string): string {
  const at = (minute: number) => timeOf(whenOfMinute(day, minute), day);
  if (timed && state.count === 1 && at(state.first)) return ` at ${at(state.first)}`;
  if (timed && state.count === 2 && at(state.first) && at(state.last) && state.first !== state.last)
    return ` at ${at(state.first)} and ${at(state.last)}`;
  return state.count > 1 ? ` ${state.count} times` : '';
}

/** A thing's few changes of state, each at its time: "Garage Door opened at 16:05 and closed at 21:38". */
function transitionsOf(group: ItemGroup, day: string, titled: string): string | null {
  const records = group.records;
  if (
    records.length !== group.count ||
    records.length > MAX_TRANSITIONS ||
    !records.every((record) => record.state !== null && record.timed)
  )
    return null;
  // Names some records carry and others do not (a release's `target: "production"`) say what set that change apart.
  const shared = records
    .map((record) => new Set(record.names))
    .reduce((a, b) => new Set([...a].filter((n) => b.has(n))));
  const moments = records
    // A run's state is where it ended (a build that failed at its end): at the end of its span, when it has one.
    .flatMap((record) => [
      ...(record.earlierStates ?? []).map((earlier) => ({ ...earlier, by: undefined, names: [] as string[] })),
      {
        state: record.state!,
        minute: record.stateMinute ?? record.endMinute ?? record.minute,
        // A person named as the thing that changed (a member who left) did not do it to themselves "by" name.
        by: record.by === group.name ? undefined : record.by,
        names: records.length > 1 ? record.names.filter((name) => !shared.has(name) && name !== record.by) : [],
      },
    ])
    .sort((a, b) => a.minute - b.minute);
  const phrase = transitionsPhrase(
    titled,
    moments.map(({ state, minute, by, names }) => ({ state, at: whenOfMinute(day, minute), by, names })),
    day,
  );
  // A session started and then stopped: how long it ran.
  const [first, last] = moments;
  const ran =
    moments.length === 2 &&
    ownEntry(SESSION_ENDS, last.state.toLowerCase()) === first.state.toLowerCase() &&
    last.minute > first.minute
      ? ` (${measureRange({ dimension: 'duration' }, (last.minute - first.minute) * 60, (last.minute - first.minute) * 60)})`
      : '';
  return `${phrase}${ran}`;
}

/** Kinds of notice that mark when something began or ended ("trip start", "session ended"). */
const MOMENT_KINDS = /\b(?:start|started|begin|began|end|ended|stop|stopped|arrived|departed|entered|exited)$/i;
const MAX_MOMENTS = 6;

/**
 * Notices that say only when something began or ended, each at its own time ("trip start" at 07:48 and 12:36): told
 * as those moments; null for other notices.
 */
function momentsOf(source: SourceDigest, group: ItemGroup, day: string): Sentence | null {
  const kind = group.kinds[0]?.kind;
  if (!kind || group.kinds.length > 1 || !MOMENT_KINDS.test(kind) || group.count > MAX_MOMENTS) return null;
  if (group.timed !== group.count || group.records.length !== group.count) return null;
  const times = group.records
    .map((record) => record.minute)
    .sort((a, b) => a - b)
    .map((minute) => timeOf(whenOfMinute(day, minute), day))
    .filter((time): time is string => Boolean(time));
  if (times.length === 0) return null;
  return {
    theme: 'general',
    salience: 1,
    minute: group.first,
    text: sentence(`${source.name}: ${kind.charAt(0).toLowerCase()}${kind.slice(1)} at ${listOf(times)}`),
  };
}

function isSensorGroup(group: ItemGroup): boolean {
  return group.quantities.length > 0 && group.quantities.every((q) => SENSOR_DIMENSIONS.has(q.dimension));
}

function groupSentences(source: SourceDigest, group: ItemGroup, day: string): Sentence[] {
  const kind = group.kinds[0]?.kind ?? null;
  // (A kind that is a name of its own, a booking's "Hot Stone Massage", is what it was, whoever it was for.)
  const proper = kind !== null && isProperKind(kind);
  const what = proper ? kind : (group.name ?? (kind ? kind.charAt(0).toLowerCase() + kind.slice(1) : null));
  // The group's main reading: its first measure read over and over (not money), unless that is what something was
  // set to (a thermostat's target).
  // (A temperature through the day before a vendor's score of it.)
  const reading = (q: ItemGroup['quantities'][number]) =>
    SENSOR_DIMENSIONS.has(q.dimension) && !q.label.startsWith('target ');
  const temperature = group.quantities.findIndex((q) => reading(q) && q.dimension === 'temperature');
  const first = temperature >= 0 ? temperature : group.quantities.findIndex(reading);
  // A device's few other series (a hive's weight and humidity) have their extremes said when they moved.
  const moved = group.quantities
    .slice(0, MEASURES_PER_SENTENCE)
    .flatMap((q, i) =>
      i !== first && SERIES_DIMENSIONS.has(q.dimension) && !q.label.startsWith('target ') && swing(q) >= SWING
        ? [i]
        : [],
    );
  const main = new Set([first, ...(moved.length < MAIN_SERIES ? moved : [])]);
  const measures = [
    ...measurePhrases(group.quantities.slice(0, MEASURES_PER_SENTENCE), day, main, what),
    ...group.breakdowns.slice(0, BREAKDOWNS_PER_SENTENCE).map(breakdownPhrase),
  ];
  const own = group.texts.filter((text) => text.role !== 'name');
  const theme = themeOf(group);
  if (measures.length === 0 && own.length === 0 && (group.states.length === 0 || group.timed === 0)) {
    // Notices that only name their kind and carry ids ("sleep.updated" with a user and a trace id) say nothing to write;
    // a kind sent on its own ({ "activity": "Swim" }) is what happened.
    const moments = momentsOf(source, group, day);
    if (moments) return [moments];
    if (group.notices === group.count || !what) return [];
  }
  if (theme === 'words' && measures.length === 0 && group.states.length === 0)
    return textLines(source, group, own, day);
  if (isDistinctRecords(group))
    return group.records
      .filter(told)
      .map((record, i) => recordSentence(source, group, record, theme === 'words' ? 'work' : theme, day, i));

  const quotes = own.slice(0, TEXTS_PER_GROUP);
  const more = own.length - quotes.length + group.textsMore;
  const sensor = !group.name && isSensorGroup(group);
  // Deliveries' times are not the events' times: a group none of whose items said when it happened gets no time.
  const single = group.count === 1 ? group.records[0] : undefined;
  const when =
    group.timed === 0
      ? ''
      : single
        ? recordSpan(single, day)
        : span(whenOfMinute(day, group.first), whenOfMinute(day, group.last), day);
  const states = group.states.map((s) => ({
    state: s.state,
    count: s.count,
    first: whenOfMinute(day, s.first),
    last: whenOfMinute(day, s.last),
  }));
  // A thing that changed is named with what it carries (a member with their tier).
  const carried = group.name ? (group.records[0]?.names ?? []).filter((name) => name !== single?.by) : [];
  const titled = group.name && carried.length > 0 ? `${group.name} (${carried.join(', ')})` : group.name;
  // An unnamed thing of one kind whose every event put it in a state (a lock's "locked", "unlocked") is its kind.
  // A stay's one duration (arrived at 08:02, left at 17:17) is said after its arrival and leaving.
  const stay =
    group.quantities.length === 1 &&
    group.quantities[0].label === 'duration' &&
    group.states.length > 0 &&
    group.states.every((s) => STAY_STATES.has(s.state.toLowerCase()))
      ? group.quantities[0]
      : undefined;
  // (A switch's times on, each with how long, say more than how often it went on.)
  const sessions = sessionsOf(group, day);
  const changes =
    group.quantities.length === 0 || stay
      ? titled
        ? (transitionsOf(group, day, titled) ??
          (sessions === null ? null : `${titled} ${sessions}`) ??
          stateChangePhrase(titled, group.timed > 0 ? states : [], group.count, group.states[0]?.state ?? null, day))
        : what && group.kinds.length <= 2 && own.length === 0
          ? transitionsOf(group, day, what)
          : null
      : null;
  const changed = changes && stay ? `${changes} (${measureRange(stay, stay.min, stay.max)})` : changes;
  // Another's words are never the person's headline.
  const headline = own.find(
    (text) => !text.by && text.text.length <= MAX_HEADLINE && text.text.split(/\s+/).length >= 3,
  )?.text;
  const quoted = `${quotes.length ? ` ${quotes.map((t) => (t.by ? `${t.by}: ${quote(t.text)}` : quote(t.text))).join(' ')}` : ''}${more > 0 ? ` (and ${plural(more, 'more text')})` : ''}`;
  const salience = Math.min(6, group.salience / 3);
  if (changed)
    return [{ theme, salience, minute: group.first, text: withQuotes(sentence(`${source.name}: ${changed}`), quoted) }];
  const count = group.count > 1 ? plural(group.count, sensor ? 'reading' : 'time') : null;
  // How often each state came up ("success 10 times, failed 2 times").
  const stateCounts =
    group.states.length > 1 || (group.states[0] && group.states[0].count < group.count)
      ? group.states
          .slice(0, 4)
          // In the order they happened, when the items said when.
          .sort((a, b) => (group.timed > 0 ? a.first - b.first : 0))
          .map((s) => `${stateWords(s.state)}${stateTimes(s, group.timed > 0, day)}${sessionLength(group, s)}`)
      : // A state a later delivery put the thing in is said at its own time, not the thing's; the states its earlier
        // versions were in before it, each at theirs.
        [
          ...(single?.earlierStates ?? []).map(
            (earlier) => `${stateWords(earlier.state)} ${atTime(whenOfMinute(day, earlier.minute), day)}`,
          ),
          ...group.states.map(
            (s) =>
              `${single?.earlierStates ? 'then ' : ''}${stateWords(s.state)}${
                single?.stateMinute !== undefined && group.timed > 0
                  ? ` ${atTime(whenOfMinute(day, single.stateMinute), day)}`
                  : single?.earlierStates
                    ? stateTimes(s, group.timed > 0, day)
                    : ''
              }`,
          ),
        ];
  // Who acted is said once, before what they did (not again among its names).
  const names = [
    ...(proper && group.name ? [group.name] : []),
    ...(group.name ? namesOfRecords(group) : single ? single.names : []),
  ].filter((name) => name !== single?.by);
  const head = [
    source.name,
    // Another's action, theirs by name (a customer's order, a friend's reply), once when it is also what it was called.
    single?.by && single.by !== what ? single.by : null,
    what && what.toLowerCase() !== source.name.toLowerCase()
      ? `${what}${names.length ? ` (${names.join(', ')})` : ''}`
      : // Nothing says what it was: the names it gives ("Evening yin") are what it was.
        names.length > 0
        ? names.join(', ')
        : null,
  ]
    .filter(Boolean)
    .join(': ');
  const details = [...measures, ...(sessions ? [sessions] : stateCounts.slice(0, 4))];
  const text = sentence(
    `${head}${count ? `, ${count}` : ''}${when ? `, ${when}` : ''}${details.length ? `: ${details.join(', ')}` : ''}`,
  );
  return [
    {
      theme,
      salience,
      minute: group.timed > 0 ? group.first : null,
      text: withQuotes(text, quoted),
      // A kind the name already says ("Lawn sensor", a sensor) is not said twice.
      headline:
        headline ??
        (group.name && kind && !group.name.toLowerCase().includes(kind.toLowerCase())
          ? `${group.name}: ${kind.toLowerCase()}`
          : // A single record without a name of its group is called what it names first (a recipe's dish).
            (group.name ?? (!what && single?.names.length ? single.names[0] : undefined))),
    },
  ];
}

/** Texts alone: each quoted whole at its time, as a line of the day's words. */
function textLines(source: SourceDigest, group: ItemGroup, own: ItemGroup['texts'], day: string): Sentence[] {
  // Past the lines a group has, words people wrote before what names their threads (a topic, a title), in time order.
  // (And the day's last words: how a conversation ended.)
  const ranked = [...own.filter((text) => text.role === 'own'), ...own.filter((text) => text.role !== 'own')];
  const last = own.reduce((latest, text) => (text.minute >= latest.minute ? text : latest), own[0]);
  const quotes =
    own.length <= TEXTS_PER_GROUP
      ? own
      : [...ranked.filter((text) => text !== last).slice(0, TEXTS_PER_GROUP - 1), last].sort(
          (a, b) => a.minute - b.minute,
        );
  const more = own.length - quotes.length + group.textsMore;
  const named = new Set<ItemGroup['records'][number]>();
  return [
    ...quotes.map((text, i): Sentence => ({
      theme: 'words',
      salience: Math.min(6, group.salience / 3) - i / 100,
      minute: text.minute,
      item: true,
      // Another's words: said by them, never the person's headline.
      text: `${timeOf(whenOfMinute(day, text.minute), day) ?? ''} ${speakerOf(source, text)}${aboutOf(group, text, named)}${quote(text.text)}`.trim(),
      headline:
        !text.by && text.text.length <= MAX_HEADLINE && text.text.split(/\s+/).length >= 3 ? text.text : undefined,
    })),
    ...(more > 0
      ? [
          {
            theme: 'words' as const,
            salience: 0.5,
            minute: group.last,
            item: true,
            text: `and ${plural(more, 'more text')} from ${source.name}`,
          },
        ]
      : []),
  ];
}

/** What the person's log of a thing is about, before its first words: the thing and the log's kind ("Maungawhau Crater Rim (found it): "). */
function aboutOf(group: ItemGroup, text: ItemGroup['texts'][number], named: Set<ItemGroup['records'][number]>): string {
  const record = group.records.find(
    (r) => r.minute === text.minute && (r.headline === text.text || r.texts.includes(text.text)),
  );
  const name = record?.ownName;
  const kind = group.kinds.length === 1 ? group.kinds[0].kind : null;
  // (Words someone sent, a message or a form's answer, are about what they say: only the person's log of a thing is.)
  if (!record || !name || !kind || text.by || text.role !== 'own' || named.has(record) || text.in === name) return '';
  named.add(record);
  return `${name} (${kind.charAt(0).toLowerCase()}${kind.slice(1)}): `;
}

/** "Zulip: Dana in release-train: ", "Zulip in release-train: ", "Zulip: Dana: ": who said the words and where. */
function speakerOf(source: SourceDigest, text: ItemGroup['texts'][number]): string {
  const by = text.by && text.by !== source.name ? text.by : '';
  const where = text.in && text.in !== text.text ? ` in ${text.in}` : '';
  return by ? `${source.name}: ${by}${where}: ` : `${source.name}${where}: `;
}

/** A session's one start and one stop: how long it ran, after its stop (" (1 h 47 min)"). */
const SESSION_ENDS: Readonly<Record<string, string>> = {
  stopped: 'started',
  ended: 'started',
  finished: 'started',
  off: 'on',
};

function sessionLength(group: ItemGroup, state: ItemGroup['states'][number]): string {
  const start = ownEntry(SESSION_ENDS, state.state.toLowerCase());
  if (start === undefined || state.count !== 1 || group.timed === 0) return '';
  const started = group.states.find((s) => s.state.toLowerCase() === start && s.count === 1);
  if (!started || state.first <= started.first) return '';
  return ` (${measureRange({ dimension: 'duration' }, (state.first - started.first) * 60, (state.first - started.first) * 60)})`;
}

/**
 * A thing switched on and off over the day, among its readings: each time it ran, with how long ("on 06:30–08:05
 * (1 h 35 min) and 17:40–22:15 (4 h 35 min)"); a repeated state (a report that it is still off) changes nothing; a
 * switch's message of no time of its own is at its delivery. Null unless every record is at hand and at least one
 * start met its end.
 */
function sessionsOf(group: ItemGroup, day: string): string | null {
  if (group.records.length !== group.count || group.timed === 0) return null;
  const moments = group.records
    .filter((record) => record.state !== null)
    .map((record) => ({ state: record.state!.toLowerCase(), minute: record.stateMinute ?? record.minute }))
    .sort((a, b) => a.minute - b.minute);
  const starts = new Set(Object.values(SESSION_ENDS));
  const runs: Array<{ start: number; end: number | null }> = [];
  let startState: string | null = null;
  for (const { state, minute } of moments) {
    const open = runs.length > 0 && runs[runs.length - 1].end === null;
    if (starts.has(state) && !open && (startState === null || startState === state)) {
      startState = state;
      runs.push({ start: minute, end: null });
    } else if (open && ownEntry(SESSION_ENDS, state) === startState) runs[runs.length - 1].end = minute;
  }
  const closed = runs.filter((run) => run.end !== null);
  if (startState === null || closed.length === 0 || runs.length > MAX_TRANSITIONS) return null;
  const at = (minute: number) => timeOf(whenOfMinute(day, minute), day);
  const parts = runs.map(({ start, end }) => {
    if (end === null) return `from ${at(start)}`;
    const seconds = (end - start) * 60;
    return `${at(start)}–${at(end)} (${measureRange({ dimension: 'duration' }, seconds, seconds)})`;
  });
  return `${startState} ${listOf(parts)}`;
}

/** "projects ledger-service 4 h 12 min, blog-astro 1 h 51 min and dotfiles 38 min (and 2 more)". */
function breakdownPhrase(breakdown: ItemGroup['breakdowns'][number]): string {
  const parts = breakdown.parts.map(
    (part) => `${part.name} ${measureRange(part.quantity, part.quantity.min, part.quantity.max)}`,
  );
  return `${breakdown.of} ${listOf(parts)}${breakdown.more > 0 ? ` (and ${breakdown.more} more)` : ''}`;
}

/** A sentence with the texts quoted after it, ended as a sentence so that the paragraph's next one does not run on. */
function withQuotes(text: string, quoted: string): string {
  if (!quoted) return text;
  return /[.!?…][”)]?$/.test(quoted) ? `${text}${quoted}` : `${text}${quoted}.`;
}

/** The most names a group of one thing says of its records together (where each was seen, who each was). */
const MAX_GROUP_NAMES = 4;

/** The names a group's records carry, each once, in the order they came: "front door" of both, "Anna" of one. */
function namesOfRecords(group: ItemGroup): string[] {
  const names = new Set<string>();
  for (const record of group.records)
    for (const name of record.names) if (names.size < MAX_GROUP_NAMES) names.add(name);
  return [...names];
}
