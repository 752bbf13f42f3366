import type { DiaryEvent, MediaPlay } from '../../../events/diary-event';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  isObject,
  objectAt,
  positiveAt,
  textAt,
  ownEntry,
} from '../../../vocabulary/json-reading';

/**
 * Plex Media Server webhooks (https://support.plex.tv/articles/115002267687-webhooks/):
 * `{ "event": "media.play" | "media.pause" | "media.resume" | "media.stop" |
 * "media.scrobble" | "media.rate" | "playback.started" | "library.new" ...,
 * "user", "owner", "Account": { "title" }, "Player", "Server", "Metadata": {
 * "type": "movie" | "episode" | "track", "title", "grandparentTitle" (the show
 * or the artist), "parentTitle" (the season or album), "index",
 * "parentIndex", "duration" and "viewOffset" in ms, "userRating" } }`.
 *
 * One watch sends play, pause, resume, scrobble and stop: it is told once, at
 * its first play, under the identity of the item. What another user of the
 * server watched (`user: false`, or `playback.started`, the owner's notice of
 * someone else's play) and library changes are not the person's day.
 */
export const plex: Interpreter = {
  vendor: 'Plex: media server webhooks',

  matches(value) {
    return (
      typeof value.event === 'string' &&
      /^(?:media|playback|library|admin|device)\./.test(value.event) &&
      isObject(value.Metadata ?? value.Server ?? value.Account) &&
      'owner' in value
    );
  },

  read(value) {
    if (
      value.user === false ||
      !['media.play', 'media.resume', 'media.scrobble', 'media.stop', 'media.rate'].includes(value.event as string)
    )
      return [];
    const metadata = objectAt(value, 'Metadata');
    if (!metadata) return [];
    return readPlay(value, metadata);
  },
};

const MEDIUM: Record<string, MediaPlay['medium']> = {
  movie: 'movie',
  episode: 'episode',
  track: 'track',
  clip: 'video',
};

/** "Severance S2E3", or the show alone. */
function showOf(show: string | undefined, season: number | undefined, episode: number | undefined): string | undefined {
  if (!show) return undefined;
  return season !== undefined && episode !== undefined ? `${show} S${season}E${episode}` : show;
}

function readPlay(value: JsonObject, metadata: JsonObject): DiaryEvent[] {
  const medium = ownEntry(MEDIUM, textAt(metadata, 'type') ?? '');
  const title = textAt(metadata, 'title');
  if (!medium || !title) return [];
  const key = textAt(metadata, 'ratingKey') ?? textAt(metadata, 'guid') ?? title;
  const season = positiveAt(metadata, 'parentIndex');
  const episode = positiveAt(metadata, 'index');
  const rating = value.event === 'media.rate' ? positiveAt(metadata, 'userRating') : undefined;
  // Only the first play starts the watch; its later events only update it (the time stays the play's).
  const first = value.event === 'media.play';
  return [
    defined<MediaPlay>({
      type: 'media',
      medium,
      action: rating !== undefined ? 'rated' : medium === 'track' ? 'played' : 'watched',
      title,
      creator: medium === 'track' ? textAt(metadata, 'grandparentTitle') : undefined,
      collection:
        medium === 'episode'
          ? showOf(textAt(metadata, 'grandparentTitle'), season, episode)
          : medium === 'track'
            ? textAt(metadata, 'parentTitle')
            : undefined,
      rating: rating !== undefined ? { value: rating, outOf: 10 } : undefined,
      identity: `plex:${textAt(objectAt(value, 'Server'), 'uuid') ?? ''}:${key}`,
      update: first ? undefined : true,
    }),
  ];
}
