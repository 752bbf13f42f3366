import type { MediaPlay } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, isObject, numberAt, objectAt, textAt } from '../../../vocabulary/json-reading';

/**
 * Trakt API v2 (https://trakt.docs.apiary.io; the contracts of github.com/trakt/trakt-api, projects/api/src/contracts:
 * scrobble, checkin, users history and ratings). A history item (`GET /sync/history`, `/users/:id/history`) is a watch
 * with its `watched_at` and `action` (scrobble, checkin or watch); a scrobble answer (`POST /scrobble/stop`) has the
 * `action` "scrobble" once over 80% was watched, and its `id` is the history item's, so either reads as the same watch
 * (the answer has no time: it is told at its receipt until the history item gives `watched_at`); `start` and `pause`
 * tell nothing yet. A check-in answers with the history `id` and `watched_at`. A rating
 * (`GET /sync/ratings`) is 1 to 10, at `rated_at`; a movie, show, season or episode rated again replaces its rating.
 */
export const trakt: Interpreter = {
  vendor: 'Trakt: history, scrobbles, check-ins and ratings',

  matches(value) {
    if (!hasMedia(value)) return false;
    return (
      typeof value.watched_at === 'string' ||
      typeof value.rated_at === 'string' ||
      (typeof value.action === 'string' && 'progress' in value)
    );
  },

  read(value) {
    if (typeof value.rated_at === 'string') {
      const rating = readRating(value);
      return rating ? [rating] : [];
    }
    const action = textAt(value, 'action');
    if (action === 'start' || action === 'pause') return [];
    if (action === 'stop' && (numberAt(value, 'progress') ?? 0) < 80) return [];
    const watched = whatOf(value);
    if (!watched) return [];
    const { key, ...what } = watched;
    const watchedAt = textAt(value, 'watched_at');
    const id = value.id;
    return [
      defined<MediaPlay>({
        type: 'media',
        ...what,
        action: 'watched',
        at: momentOfText(watchedAt) ?? undefined,
        identity:
          typeof id === 'number' || typeof id === 'string'
            ? `trakt:history:${String(id)}`
            : `trakt:watched:${key}:${watchedAt ?? ''}`,
      }),
    ];
  },
};

function hasMedia(value: JsonObject): boolean {
  const movie = objectAt(value, 'movie');
  if (movie) return typeof movie.title === 'string' && isObject(movie.ids);
  const show = objectAt(value, 'show');
  return show !== undefined && typeof show.title === 'string' && isObject(show.ids);
}

type Watched = Pick<MediaPlay, 'medium' | 'title' | 'collection'> & { key: string };

/** The movie, episode, season or show an item is about, and a key naming it among Trakt's ids. */
function whatOf(value: JsonObject): Watched | undefined {
  const movie = objectAt(value, 'movie');
  const movieTitle = textAt(movie, 'title');
  if (movieTitle) return { medium: 'movie', title: movieTitle, key: `movie:${idOf(movie)}` };
  const show = textAt(value, 'show.title');
  if (!show) return undefined;
  const episode = objectAt(value, 'episode');
  if (episode && value.type !== 'season' && value.type !== 'show') {
    const season = numberAt(episode, 'season');
    const number = numberAt(episode, 'number');
    const title =
      textAt(episode, 'title') ??
      (season !== undefined && number !== undefined ? `Season ${season}, episode ${number}` : undefined);
    return title ? { medium: 'episode', title, collection: show, key: `episode:${idOf(episode)}` } : undefined;
  }
  const season = numberAt(value, 'season.number');
  if (value.type === 'season' && season !== undefined) {
    return {
      medium: 'show',
      title: `Season ${season}`,
      collection: show,
      key: `season:${idOf(objectAt(value, 'season'))}`,
    };
  }
  return { medium: 'show', title: show, key: `show:${idOf(objectAt(value, 'show'))}` };
}

function readRating(value: JsonObject): MediaPlay | undefined {
  const rating = numberAt(value, 'rating');
  const rated = whatOf(value);
  if (!rated || rating === undefined || rating < 1 || rating > 10) return undefined;
  const { key, ...what } = rated;
  return defined<MediaPlay>({
    type: 'media',
    ...what,
    action: 'rated',
    rating: { value: rating, outOf: 10 },
    at: momentOfText(value.rated_at) ?? undefined,
    identity: `trakt:rating:${key}`,
  });
}

function idOf(object: JsonObject | undefined): string {
  const trakt = numberAt(object, 'ids.trakt');
  return trakt !== undefined ? String(trakt) : (textAt(object, 'ids.slug') ?? textAt(object, 'title') ?? '');
}
