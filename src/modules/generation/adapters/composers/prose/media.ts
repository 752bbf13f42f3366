import type { MediaPlay, Reading } from '../../../domain/events/diary-event';
import type { DayStory, StoryEvent } from '../../../domain/story/day-story';
import { atTime, listOf, minuteOn, plural, quote, sentence, span } from './phrases';
import type { Sentence } from './sentence';

/** Music as one summary of the day's plays; films, episodes and games one by one; reading by book. */
export function mediaSentences(story: DayStory, day: string): Sentence[] {
  const sentences: Sentence[] = [];
  const listened = story.plays.filter((play) => play.medium === 'track' || play.medium === 'podcast' || play.medium === 'audiobook');
  const watched = story.plays.filter((play) => !listened.includes(play));
  const media = story.media;
  const tracks = media?.byMedium.find((m) => m.medium === 'track')?.count ?? 0;
  if (media && tracks > 0) {
    const top = media.creators.filter((c) => c.count > 1).slice(0, 3);
    const names = listened
      .filter((play) => play.medium === 'track')
      .slice(0, 5)
      .map((play) => `${quote(play.title)}${play.creator && !top.some((t) => t.name === play.creator) ? ` by ${play.creator}` : ''}`);
    const when = span(media.first, media.last, day);
    const most = top.length ? `, most by ${listOf(top.map((c) => `${c.name} (${c.count})`))}` : media.creators.length ? `, by ${listOf(media.creators.slice(0, 3).map((c) => c.name))}` : '';
    sentences.push({
      theme: 'media',
      salience: 3 + Math.min(2, tracks / 10),
      minute: minuteOn(media.first, day),
      text: sentence(`Listened to ${plural(tracks, 'track')}${when ? ` (${when})` : ''}${most}${names.length ? `, among them ${listOf(names)}` : ''}`),
      headline: top[0] ? `${plural(tracks, 'track')} of ${top[0].name}` : undefined,
    });
  }
  for (const play of [...listened.filter((p) => p.medium !== 'track'), ...watched]) sentences.push(playSentence(play, day));
  sentences.push(...readingSentences(story.readings, day));
  return sentences;
}

function playSentence(play: StoryEvent<MediaPlay>, day: string): Sentence {
  const verb = play.action === 'rated' ? 'Rated' : play.action === 'reviewed' ? 'Reviewed' : play.medium === 'game' ? 'Played' : play.medium === 'podcast' || play.medium === 'audiobook' ? 'Listened to' : 'Watched';
  const collection = play.collection ? ` (${play.collection})` : '';
  const creator = play.creator && play.medium !== 'episode' ? ` by ${play.creator}` : '';
  const rating = play.rating ? `, rated ${formatRating(play.rating)}` : '';
  const when = atTime(play.at ?? play.received, day);
  const review = play.review ? `: ${quote(play.review)}` : '';
  const text = `${sentence(`${verb} ${play.title}${collection}${creator}${when ? ` ${when}` : ''}${rating}`).slice(0, -1)}${review}.`;
  return { theme: 'media', salience: play.medium === 'movie' ? 6 : 4, minute: minuteOn(play.at ?? play.received, day), text, headline: `${verb} ${play.title}` };
}

function formatRating(rating: { value: number; outOf: number }): string {
  return `${Number.isInteger(rating.value) ? rating.value : rating.value.toFixed(1)}/${rating.outOf}`;
}

/** Highlights grouped by book: "Highlighted 3 passages in “Thinking, Fast and Slow” by Daniel Kahneman: “…”, “…”." */
function readingSentences(readings: Array<StoryEvent<Reading>>, day: string): Sentence[] {
  const byTitle = new Map<string, Array<StoryEvent<Reading>>>();
  for (const reading of readings) byTitle.set(reading.title, [...(byTitle.get(reading.title) ?? []), reading]);
  const sentences: Sentence[] = [];
  for (const [title, list] of byTitle) {
    const author = list.find((r) => r.author)?.author;
    const book = `${quote(title)}${author ? ` by ${author}` : ''}`;
    const minute = minuteOn(list[0].at ?? list[0].received, day);
    const marks = list.filter((r) => r.highlight || r.note);
    for (const other of list.filter((r) => !marks.includes(r))) {
      const verb = { saved: 'Saved', started: 'Started', finished: 'Finished', read: 'Read', highlighted: 'Highlighted from', noted: 'Made a note on' }[other.action];
      const progress = other.progressPct !== undefined && other.action !== 'finished' ? ` (${Math.round(other.progressPct)}%)` : '';
      const when = atTime(other.at ?? other.received, day);
      sentences.push({ theme: 'media', salience: other.action === 'finished' ? 6 : 3, minute: minuteOn(other.at ?? other.received, day), text: sentence(`${verb} ${book}${progress}${when ? ` ${when}` : ''}`), headline: other.action === 'finished' ? `Finished ${title}` : undefined });
    }
    if (marks.length) {
      const quotes = marks.map((r) => [r.highlight ? quote(r.highlight) : null, r.note ? `(note: ${quote(r.note)})` : null].filter(Boolean).join(' '));
      sentences.push({
        theme: 'media',
        salience: 4,
        minute,
        text: `${sentence(`Highlighted ${plural(marks.filter((r) => r.highlight).length || marks.length, 'passage')} in ${book}`).slice(0, -1)}: ${quotes.join(' ')}`,
        headline: `Reading ${title}`,
      });
    }
  }
  return sentences;
}
