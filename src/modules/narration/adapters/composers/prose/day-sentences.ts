import type { DayDigest } from '../../../../understanding';
import { generalSentences } from './general';
import { healthSentences } from './health';
import { homeSentences } from './home';
import { mediaSentences } from './media';
import { moneySentences } from './money';
import { movementSentences } from './movement';
import { placeSentences, weatherSentences, weatherSummary } from './places';
import type { Sentence } from './sentence';
import { wordSentences } from './words';
import { workSentences } from './work';

type Writer = (digest: DayDigest) => Sentence[];

/** The writers of the day's themes, in the order a day is told. */
const WRITERS: readonly Writer[] = [
  ({ story, day }) => movementSentences(story, day),
  ({ story, day }) => healthSentences(story, day),
  ({ story, day }) => workSentences(story, day),
  ({ story, day }) => placeSentences(story, day),
  ({ story, day }) => moneySentences(story, day),
  ({ story, day }) => mediaSentences(story, day),
  ({ story, day }) => homeSentences(story, day),
  ({ story, day }) => wordSentences(story, day),
  generalSentences,
  ({ story, day }) => weatherSentences(story, day),
];

/**
 * Every sentence the day's material gives, of every theme, before the word budget chooses; the weather in a few
 * words for the opening; and how many events were left out because they could not be told (the story's, and those
 * a writer failed on).
 */
export function daySentences(digest: DayDigest): { sentences: Sentence[]; weather: string | null; untold: number } {
  let untold = digest.story.untold;
  const sentences = WRITERS.flatMap((writer) => {
    const written = withoutFailures(writer, digest);
    untold += written.untold;
    return written.sentences;
  });
  let weather: string | null = null;
  try {
    weather = weatherSummary(digest.story);
  } catch {
    // The weather in the opening is a nicety: a value it cannot phrase leaves it out.
  }
  return { sentences, weather, untold };
}

/** The digest's lists a writer reads items of: the story's kept events and summaries, and the general rules' sources. */
type Lists = Array<{ items: readonly unknown[]; with(items: unknown[]): DayDigest }>;

function listsOf(digest: DayDigest): Lists {
  const story = digest.story as unknown as Record<string, unknown>;
  const lists: Lists = Object.entries(story)
    .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]) && entry[0] !== 'eventsBySource')
    .map(([key, items]) => ({ items, with: (kept) => ({ ...digest, story: { ...digest.story, [key]: kept } }) }));
  lists.push({ items: digest.sources, with: (kept) => ({ ...digest, sources: kept as DayDigest['sources'] }) });
  return lists;
}

/** The digest with every list emptied (the story's summaries too): what one item alone is tried against. */
function emptied(digest: DayDigest): DayDigest {
  let empty: DayDigest = { ...digest, story: { ...digest.story, media: null } };
  for (let i = 0; i < listsOf(digest).length; i++) empty = listsOf(empty)[i].with([]);
  return empty;
}

/**
 * What a writer says of the day; when it throws on some value, what it says without the items it throws on alone
 * (each tried by itself: a failure costs one writing per item, and the lists are bounded), counted as untold. The
 * day's other material is always told.
 */
function withoutFailures(writer: Writer, digest: DayDigest): { sentences: Sentence[]; untold: number } {
  try {
    return { sentences: writer(digest), untold: 0 };
  } catch {
    // Found below.
  }
  const empty = emptied(digest);
  const emptyLists = listsOf(empty);
  let kept = digest;
  let untold = 0;
  listsOf(digest).forEach((list, i) => {
    const failing = list.items.filter((item) => {
      try {
        writer(emptyLists[i].with([item]));
        return false;
      } catch {
        return true;
      }
    });
    if (failing.length === 0) return;
    untold += failing.length;
    kept = listsOf(kept)[i].with(list.items.filter((item) => !failing.includes(item)));
  });
  try {
    return { sentences: writer(kept), untold };
  } catch {
    // Items that fail only together: the theme is left out, counted as one more thing untold.
    return { sentences: [], untold: untold + 1 };
  }
}
