import type { MediaPlay, Reading } from '../../../../understanding';
import type { DayStory, StoryEvent } from '../../../../understanding';
import { atTime, listOf, minuteOn, plural, quote, sentence, span } from './phrases';
import type { Sentence } from './sentence';

/** At most this many tracks are each named with their artist; more are summed up. */
const NAMED_TRACKS = 3;

/** Music as a summary of the day's plays (a few tracks named one by one); films, episodes and games one by one; reading by book. */
export function mediaSentences(story: DayStory, day: string): Sentence[] {
  const sentences: Sentence[] = [];
  const tracks = story.plays.filter((play) => play.medium === 'track');
  const music = story.media?.byMedium.find((m) => m.medium === 'track');
  if (music && music.count > NAMED_TRACKS) {
    const top = music.creators.filter((c) => c.count > 1).slice(0, 3);
    const names = distinct(
      tracks.map(
        (play) =>
          `${quote(play.title)}${play.creator && !top.some((t) => t.name === play.creator) ? ` by ${play.creator}` : ''}`,
      ),
    ).slice(0, 5);
    const when = span(music.first, music.last, day);
    const most = top.length
      ? `, most by ${listOf(top.map((c) => `${c.name} (${c.count})`))}`
      : music.creators.length
        ? `, by ${listOf(music.creators.slice(0, 3).map((c) => c.name))}`
        : '';
    sentences.push({
      theme: 'media',
      salience: 3 + Math.min(2, music.count / 10),
      minute: minuteOn(music.first, day),
      text: sentence(
        `Listened to ${plural(music.count, 'track')}${when ? ` (${when})` : ''}${most}${names.length ? `, among them ${listOf(names)}` : ''}`,
      ),
      headline: top[0] ? `${plural(music.count, 'track')} of ${top[0].name}` : undefined,
    });
  } else {
    for (const play of tracks) sentences.push(playSentence(play, day));
  }
  for (const play of story.plays.filter((p) => p.medium !== 'track')) sentences.push(playSentence(play, day));
  sentences.push(...readingSentences(story.readings, day));
  return sentences;
}

/** "Listened to “Myth” by Beach House (Bloom) at 20:15." "Watched The Holdovers at 22:24, rated 9/10: “…”" */
function playSentence(play: StoryEvent<MediaPlay>, day: string): Sentence {
  const listening = play.medium === 'track' || play.medium === 'podcast' || play.medium === 'audiobook';
  const verb =
    play.action === 'rated'
      ? 'Rated'
      : play.action === 'reviewed'
        ? 'Reviewed'
        : play.medium === 'game'
          ? 'Played'
          : listening
            ? 'Listened to'
            : 'Watched';
  const title = play.medium === 'track' ? quote(play.title) : play.title;
  const creator = play.creator && play.medium !== 'episode' ? ` by ${play.creator}` : '';
  const collection = play.collection ? ` (${play.collection})` : '';
  const rating = play.rating
    ? play.action === 'rated'
      ? ` ${formatRating(play.rating)}`
      : `, rated ${formatRating(play.rating)}`
    : '';
  const when = atTime(play.at ?? play.received, day);
  const head =
    play.action === 'rated'
      ? `${verb} ${title}${collection}${rating}${when ? ` ${when}` : ''}`
      : `${verb} ${title}${creator}${collection}${when ? ` ${when}` : ''}${rating}`;
  const text = play.review ? `${head}: ${quote(play.review)}` : head;
  return {
    theme: 'media',
    salience: play.medium === 'movie' ? 6 : play.medium === 'track' ? 3 : 4,
    minute: minuteOn(play.at ?? play.received, day),
    text: sentence(text),
    headline: `${verb} ${play.title}`,
  };
}

function formatRating(rating: { value: number; outOf: number }): string {
  return `${Number.isInteger(rating.value) ? rating.value : rating.value.toFixed(1)}/${rating.outOf}`;
}

/** Highlights by book with their times: "Highlighted 3 passages in “Walden” by Henry David Thoreau (21:40–21:46): “…”". */
function readingSentences(readings: Array<StoryEvent<Reading>>, day: string): Sentence[] {
  const byTitle = new Map<string, Array<StoryEvent<Reading>>>();
  for (const reading of readings) byTitle.set(reading.title, [...(byTitle.get(reading.title) ?? []), reading]);
  const sentences: Sentence[] = [];
  for (const [title, list] of byTitle) {
    const author = list.find((r) => r.author)?.author;
    const book = `${quote(title)}${author ? ` by ${author}` : ''}`;
    const marks = list.filter((r) => r.highlight || r.action === 'highlighted' || r.action === 'noted');
    for (const other of list.filter((r) => !marks.includes(r))) {
      const verb = {
        saved: 'Saved',
        started: 'Started',
        finished: 'Finished',
        read: 'Read',
        highlighted: 'Highlighted from',
        noted: 'Made a note on',
      }[other.action];
      const progress =
        other.progressPct !== undefined && other.action !== 'finished' ? ` (${Math.round(other.progressPct)}%)` : '';
      const when = atTime(other.at ?? other.received, day);
      const note = other.note ? `: ${quote(other.note)}` : '';
      sentences.push({
        theme: 'media',
        salience: other.action === 'finished' ? 6 : 3,
        minute: minuteOn(other.at ?? other.received, day),
        text: sentence(`${verb} ${book}${progress}${when ? ` ${when}` : ''}${note}`),
        headline: other.action === 'finished' ? `Finished ${title}` : undefined,
      });
    }
    if (marks.length === 0) continue;
    const times = marks
      .map((r) => r.at)
      .filter((when): when is NonNullable<typeof when> => when !== null)
      .sort((a, b) =>
        (a.day + String(a.minute ?? 0).padStart(4, '0')).localeCompare(b.day + String(b.minute ?? 0).padStart(4, '0')),
      );
    const when = times.length ? span(times[0], times[times.length - 1], day) : '';
    const quotes = marks
      .map((r) =>
        [r.highlight ? quote(r.highlight) : null, r.note ? `(note: ${quote(r.note)})` : null].filter(Boolean).join(' '),
      )
      .filter(Boolean);
    const passages = marks.filter((r) => r.highlight).length;
    sentences.push({
      theme: 'media',
      salience: 4,
      minute: minuteOn(times[0] ?? marks[0].received, day),
      text: `${sentence(`${passages ? `Highlighted ${plural(passages, 'passage')}` : 'Made notes'} in ${book}${when ? ` (${when})` : ''}`).slice(0, -1)}${quotes.length ? `: ${quotes.join(' ')}` : '.'}`,
      headline: `Reading ${title}`,
    });
  }
  return sentences;
}

function distinct(items: string[]): string[] {
  return [...new Set(items)];
}
