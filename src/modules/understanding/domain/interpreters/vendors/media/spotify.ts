import type { MediaPlay } from '../../../events/diary-event';
import { Moment, momentOfEpochMillis, momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, isObject, objectsAt, textAt } from '../../../vocabulary/json-reading';

/**
 * Spotify Web API (https://developer.spotify.com/documentation/web-api/reference/get-recently-played and
 * .../get-the-users-currently-playing-track; the OpenAPI schema's CursorPagingPlayHistoryObject, PlayHistoryObject,
 * CurrentlyPlayingContextObject, TrackObject and EpisodeObject).
 *
 * A recently-played page lists plays, each with its own `played_at`; pages overlap, so a play's identity is its
 * track and its `played_at`, and a page posted again counts nothing twice. The currently-playing answer is the
 * player's state: `timestamp` (epoch ms) is when playback last changed, so a playing item is a play from then;
 * a paused player, an ad or nothing playing tells nothing. Podcast episodes (`type: "episode"`, with their `show`)
 * are listened to, not watched. Nothing links a play seen playing to the same play in a later recently-played page
 * (`timestamp` is not `played_at`), so a person who sends both has it told twice.
 */
export const spotify: Interpreter = {
  vendor: 'Spotify: recently played tracks, play history items and the currently playing item',

  matches(value) {
    return isPage(value) || isPlayHistory(value) || isCurrentlyPlaying(value);
  },

  read(value) {
    if (isCurrentlyPlaying(value)) return readCurrentlyPlaying(value);
    const items = isPlayHistory(value) ? [value] : objectsAt(value, 'items');
    const plays: MediaPlay[] = [];
    for (const item of items) {
      const playedAt = textAt(item, 'played_at');
      const track = isObject(item.track) ? item.track : undefined;
      const play =
        track && playedAt
          ? playOf(track, momentOfText(playedAt), `spotify:play:${idOf(track)}:${playedAt}`)
          : undefined;
      if (play) plays.push(play);
    }
    return plays;
  },
};

function isPlayHistory(value: unknown): value is JsonObject {
  return (
    isObject(value) &&
    typeof value.played_at === 'string' &&
    isObject(value.track) &&
    typeof value.track.name === 'string'
  );
}

function isPage(value: JsonObject): boolean {
  if (!Array.isArray(value.items)) return false;
  if (value.items.length === 0)
    return typeof value.href === 'string' && value.href.includes('/me/player/recently-played');
  return isPlayHistory(value.items[0]);
}

function isCurrentlyPlaying(value: JsonObject): boolean {
  return (
    typeof value.is_playing === 'boolean' &&
    'item' in value &&
    ('currently_playing_type' in value || 'progress_ms' in value)
  );
}

function readCurrentlyPlaying(value: JsonObject): MediaPlay[] {
  const item = value.item;
  if (value.is_playing !== true || !isObject(item)) return [];
  if (
    value.currently_playing_type !== undefined &&
    value.currently_playing_type !== 'track' &&
    value.currently_playing_type !== 'episode'
  )
    return [];
  const play = playOf(
    item,
    momentOfEpochMillis(value.timestamp),
    `spotify:playing:${idOf(item)}:${String(value.timestamp)}`,
  );
  return play ? [play] : [];
}

function playOf(item: JsonObject, at: Moment | null, identity: string): MediaPlay | undefined {
  const title = textAt(item, 'name');
  if (!title) return undefined;
  if (item.type === 'episode' || isObject(item.show)) {
    return defined<MediaPlay>({
      type: 'media',
      medium: 'podcast',
      action: 'played',
      title,
      collection: textAt(item, 'show.name'),
      creator: textAt(item, 'show.publisher'),
      at: at ?? undefined,
      identity,
    });
  }
  const artists = objectsAt(item, 'artists')
    .map((artist) => textAt(artist, 'name'))
    .filter((name): name is string => name !== undefined);
  return defined<MediaPlay>({
    type: 'media',
    medium: 'track',
    action: 'played',
    title,
    creator: artists.length ? artists.join(' & ') : undefined,
    collection: textAt(item, 'album.name'),
    at: at ?? undefined,
    identity,
  });
}

/** A track's id; local files have none, only their URI. */
function idOf(item: JsonObject): string {
  return textAt(item, 'id') ?? textAt(item, 'uri') ?? textAt(item, 'name') ?? '';
}
