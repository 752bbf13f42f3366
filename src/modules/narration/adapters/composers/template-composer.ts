import { analyzeMarkdown, escapeMarkdownText, slugify } from '../../../diary';
import type { Composition, CompositionRequest } from '../../domain/composition';
import type { DayDigest } from '../../../understanding';
import { EntryComposer } from '../../domain/entry-composer';
import { enrichmentBlocks } from './enrichment-blocks';
import { daySentences } from './prose/day-sentences';
import { alsoLine } from './prose/general';
import { listOf, plural, sentence } from './prose/phrases';
import { Sentence, THEMES, THEME_HEADINGS, Theme } from './prose/sentence';
import { Block, fitToBudget } from './word-budget';

const MAX_TAGS = 20;
const TITLE_LENGTH = 80;
const OPENING_PHRASES = 4;

/**
 * The built-in composer: deterministic, no network. A title from the day's
 * most salient event, an opening of one or two sentences that tells the day
 * (the list's summary), then the day told by theme (movement, sleep and
 * health, work, places, money, media, home, words) in the order of the day,
 * the media, places and highlights, and every source named at the end; all
 * within the word budget. Same digest, same entry.
 */
export class TemplateComposer extends EntryComposer {
  constructor(private readonly maxWords: number) {
    super();
  }

  async compose(request: CompositionRequest): Promise<Composition> {
    return composeWithTemplate(request.digest, this.maxWords);
  }
}

export function composeWithTemplate(digest: DayDigest, maxWords: number): Composition {
  try {
    return composeDay(digest, maxWords);
  } catch {
    // The writers leave out what they cannot tell; should the rest fail on something unforeseen, the day still has
    // an entry that says what it held.
    return plainComposition(digest);
  }
}

function composeDay(digest: DayDigest, maxWords: number): Composition {
  const { sentences, weather, untold } = daySentences(digest);
  const title = titleFor(digest, sentences);
  const opening = openingOf(digest, sentences, weather);
  const blocks: Block[] = [
    { order: 0, priority: 0, markdown: `# ${escapeMarkdownText(title.text)}` },
    { order: 1, priority: 0, markdown: escapeMarkdownText(opening) },
    ...themeBlocks(sentences, title.theme),
    ...enrichmentBlocks(digest, 900_000),
    { order: 2_000_000, priority: 0.5, markdown: escapeMarkdownText(closingOf(digest, untold)) },
  ];
  return {
    content: fitToBudget(blocks, maxWords),
    tags: tagsFor(digest),
    summary: analyzeMarkdown(escapeMarkdownText(opening)).summary,
  };
}

/** The date, what the day held, and its sources. */
function plainComposition(digest: DayDigest): Composition {
  const counted = digest.sources.length + digest.otherSourceNames.length;
  const opening = `${dateOf(digest.day)}: ${plural(digest.items, 'item')} from ${plural(counted, 'source')}.`;
  return {
    content: `# ${escapeMarkdownText(dateOf(digest.day))}\n\n${escapeMarkdownText(opening)}\n\n${escapeMarkdownText(sourcesLine(digest))}\n`,
    tags: tagsOf(digest.sources.map((source) => source.name)),
    summary: analyzeMarkdown(escapeMarkdownText(opening)).summary,
  };
}

/** The sources, and what was left out because it could not be told. */
function closingOf(digest: DayDigest, untold: number): string {
  const also = alsoLine(digest);
  const said = also ? `${sourcesLine(digest)} ${also}` : sourcesLine(digest);
  if (untold === 0) return said;
  const left =
    untold === 1
      ? '1 event was left out: its time or a value in it'
      : `${plural(untold, 'event')} were left out: their times or values`;
  return `${said} ${left} could not be read.`;
}

/**
 * The sections in the order a day is told, the title's theme first; within a
 * section the sentences in the order of the day. The budget keeps every
 * section's most telling sentence before any section's second one.
 */
function themeBlocks(sentences: Sentence[], first: Theme | null): Block[] {
  const order = first ? [first, ...THEMES.filter((theme) => theme !== first)] : [...THEMES];
  const blocks: Block[] = [];
  order.forEach((theme, t) => {
    const own = sentences.filter((s) => s.theme === theme);
    if (own.length === 0) return;
    const base = 1_000 + t * 100_000;
    const heading: Block = { order: base, priority: 1_000, markdown: `## ${THEME_HEADINGS[theme]}` };
    blocks.push(heading);
    const byTime = [...own].sort(
      (a, b) => Number(a.item ?? false) - Number(b.item ?? false) || timeKey(a) - timeKey(b),
    );
    const byWeight = [...own].sort((a, b) => b.salience - a.salience || timeKey(a) - timeKey(b));
    byTime.forEach((s, i) => {
      const rank = byWeight.indexOf(s);
      blocks.push({
        order: base + 1 + i,
        // The best of each theme first, then by salience across themes.
        priority: rank === 0 ? 1 + (10 - Math.min(10, s.salience)) / 100 : 2 + rank + (10 - Math.min(10, s.salience)),
        markdown: s.item ? `- ${escapeMarkdownText(s.text)}` : escapeMarkdownText(s.text),
        after: heading,
        paragraph: s.item ? undefined : `${theme}`,
      });
    });
  });
  return blocks;
}

const timeKey = (s: Sentence) => (s.minute === null ? 24 * 60 + 1 : s.minute);

/** The day's most salient event as a title, never cut inside a word; the date when the day says nothing. */
export function titleFor(digest: DayDigest, sentences: Sentence[]): { text: string; theme: Theme | null } {
  const candidates: Array<{ text: string; salience: number; theme: Theme | null }> = sentences
    .filter((s) => s.headline)
    .map((s) => ({ text: s.headline!, salience: s.salience, theme: s.theme }));
  for (const highlight of digest.highlights) candidates.push({ text: highlight.title, salience: 8, theme: null });
  const named = digest.places.find((place) => place.placeName)?.placeName;
  if (named) candidates.push({ text: `At ${named}`, salience: 3.5, theme: null });
  const best = candidates
    .map((c) => ({ ...c, text: titleText(c.text) }))
    .filter((c): c is { text: string; salience: number; theme: Theme | null } => c.text !== null)
    .sort((a, b) => b.salience - a.salience)[0];
  return best ?? { text: dateOf(digest.day), theme: null };
}

/** A phrase fit for a title: one line, its first sentence when it is long, at most TITLE_LENGTH characters cut between words. */
function titleText(raw: string): string | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  // A topic or a path ("zigbee2mqtt/Living room climate") names a channel, not what happened.
  if (/^\S*\w\/\w/.test(text)) return null;
  if (text.length > TITLE_LENGTH) {
    const first = /^(.{12,}?[.!?])(?:\s|$)/.exec(text)?.[1];
    if (first && first.length <= TITLE_LENGTH) text = first;
  }
  // A final full stop goes, unless it ends an abbreviation ("Fontaines D.C.", "Dr."); a question or an exclamation stays.
  if (!/(?:\b\p{Lu}\.\p{Lu}\.|\b(?:Dr|Mr|Mrs|Ms|St|Jr|Sr|Co|Inc|Ltd|vs|etc)\.)$/u.test(text))
    text = text.replace(/\.+$/, '').trim();
  if (text.length <= TITLE_LENGTH) return text || null;
  // A long text gives a title only up to a clause that stands alone; one cut off mid-sentence is no title.
  const clause = /^(.{20,80}?)(?:\s[(—–-]|[,;:]\s)/u.exec(text.slice(0, TITLE_LENGTH + 2));
  return clause && clause[1].length <= TITLE_LENGTH ? clause[1].trim() : null;
}

const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

function dateOf(day: string): string {
  return longDate.format(Date.parse(`${day}T12:00:00Z`));
}

/** "Saturday 21 November: a 10.3 km run, the design review, £24.10 spent and 20 tracks. Light rain, 7 °C." */
export function openingOf(digest: DayDigest, sentences: Sentence[], weather: string | null): string {
  const phrases: string[] = [];
  const themes = new Set<Theme>();
  for (const s of [...sentences].sort((a, b) => b.salience - a.salience)) {
    if (phrases.length >= OPENING_PHRASES) break;
    if (!s.headline || themes.has(s.theme)) continue;
    const phrase = titleText(s.headline);
    // (One thing said under two themes, a show's order and its update, is named once.)
    if (!phrase || phrase.length > 60 || phrases.some((said) => said.includes(phrase))) continue;
    themes.add(s.theme);
    // The person's words in quotation marks; a phrase of ours starts in lower case inside the sentence.
    phrases.push(s.theme === 'words' ? `“${phrase}”` : phrase.replace(/^(A|An|At) /, (word) => word.toLowerCase()));
  }
  const counted = digest.sources.length + digest.otherSourceNames.length;
  // Without a phrase to name, the day's most telling sentence says what it held.
  const telling = [...sentences].sort((a, b) => b.salience - a.salience).find((s) => !s.item && s.text.length <= 200);
  const told = phrases.length
    ? sentence(`${dateOf(digest.day)}: ${listOf(phrases)}`)
    : telling
      ? `${dateOf(digest.day)}. ${telling.text}`
      : `${dateOf(digest.day)}: ${plural(digest.items, 'item')} from ${plural(counted, 'source')}.`;
  return weather ? `${told} ${weather}` : told;
}

/** "Sources: Home Assistant (184), Strava (3) and Spotify." Every source of the day, by how many deliveries it made. */
function sourcesLine(digest: DayDigest): string {
  const named = [...digest.sources]
    .sort((a, b) => b.artifacts - a.artifacts || a.name.localeCompare(b.name))
    .map((s) => `${s.name}${s.artifacts > 1 ? ` (${s.artifacts.toLocaleString('en-US')})` : ''}`);
  if (digest.otherSourceNames.length) named.push(plural(digest.otherSourceNames.length, 'more source'));
  return `Sources: ${listOf(named)}.`;
}

/**
 * What the day was (its activities: "run", "walk", "sleep"), then, as decisions.md has it, source labels, highlight
 * kinds and place names, slugified; never an address or a time (a calendar's location sent as a place name).
 */
export function tagsFor(digest: DayDigest): Array<{ slug: string; displayName: string }> {
  return tagsOf([
    ...activitiesOf(digest),
    ...digest.sources.map((s) => s.name),
    ...digest.highlights.map((h) => h.kind),
    ...digest.places.map((p) => p.placeName ?? '').filter((name) => !looksLikeAddressOrTime(name)),
  ]);
}

/** The day's activities, as words a person tags a day with. */
function activitiesOf(digest: DayDigest): string[] {
  const { story } = digest;
  const workouts = story.workouts.map((workout) => workout.activity).filter((activity) => activity !== 'workout');
  const moved = digest.sources.flatMap((source) =>
    source.groups.flatMap((group) => group.kinds.map((kind) => kind.kind.toLowerCase())),
  );
  const named = moved.filter((kind) => MOVEMENT_TAGS.has(kind)).map((kind) => MOVEMENT_TAGS.get(kind)!);
  const activities = [...workouts, ...named, ...(story.sleeps.some((sleep) => !sleep.nap) ? ['sleep'] : [])];
  return activities.map((activity) => activity.charAt(0).toUpperCase() + activity.slice(1));
}

/** Kinds the general rules read from documented activity codes, as the tag a day of them gets. */
const MOVEMENT_TAGS = new Map([
  ['walk', 'walk'],
  ['run', 'run'],
  ['ride', 'ride'],
  ['hike', 'hike'],
  ['swim', 'swim'],
  ['subway ride', 'transit'],
  ['bus ride', 'transit'],
  ['train ride', 'transit'],
  ['tram ride', 'transit'],
  ['flight', 'travel'],
]);

/** "88 Market St", "Room 4, 2nd floor", "10:30": where or when, not a name a day is tagged with. */
function looksLikeAddressOrTime(name: string): boolean {
  return /\b\d{1,2}:\d{2}\b|^\d+[a-z]?\s|\b\d{4,}\b|,.*\d|https?:|@/i.test(name);
}

function tagsOf(names: readonly string[]): Array<{ slug: string; displayName: string }> {
  const tags = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (slug && !tags.has(slug)) tags.set(slug, name.replace(/\s+/g, ' ').trim().slice(0, 100));
  }
  return [...tags].slice(0, MAX_TAGS).map(([slug, displayName]) => ({ slug, displayName }));
}
