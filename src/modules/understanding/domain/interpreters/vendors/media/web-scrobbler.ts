import type { MediaPlay } from '../../../events/diary-event';
import { momentOfEpochSeconds } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, firstTextAt, isObject, objectAt, valueAt } from '../../../vocabulary/json-reading';

/**
 * Web Scrobbler's webhook (github.com/web-scrobbler/web-scrobbler, src/core/scrobbler/webhook-scrobbler.ts, and the
 * song it sends, src/core/object/song.ts): `{ eventName, time, data: { song } }`, the song with what the site showed
 * (`parsed`), its corrections (`processed`, preferred when set) and `metadata.startTimestamp`, the epoch seconds the
 * song began. Only `scrobble` is a play; `nowplaying`, `paused`, `resumedplaying` and `loved` come around the same
 * song and tell nothing more.
 */
export const webScrobbler: Interpreter = {
  vendor: 'Web Scrobbler: webhook scrobbles',

  matches(value) {
    const song = objectAt(value, 'data.song');
    return (
      typeof value.eventName === 'string' && song !== undefined && (isObject(song.parsed) || isObject(song.processed))
    );
  },

  read(value) {
    const song = objectAt(value, 'data.song');
    if (value.eventName !== 'scrobble' || !song) return [];
    const play = playOf(song);
    return play ? [play] : [];
  },
};

function playOf(song: JsonObject): MediaPlay | undefined {
  const title = firstTextAt(song, 'processed.track', 'parsed.track');
  if (!title) return undefined;
  const artist = firstTextAt(song, 'processed.artist', 'parsed.artist');
  const started = valueAt(song, 'metadata.startTimestamp');
  const key = firstTextAt(song, 'parsed.uniqueID') ?? `${artist ?? ''}:${title}`;
  return defined<MediaPlay>({
    type: 'media',
    medium: valueAt(song, 'parsed.isPodcast') === true ? 'podcast' : 'track',
    action: 'played',
    title,
    creator: artist,
    collection: firstTextAt(song, 'processed.album', 'parsed.album'),
    at: momentOfEpochSeconds(started) ?? undefined,
    identity: `webscrobbler:${key}:${String(started)}`,
  });
}
