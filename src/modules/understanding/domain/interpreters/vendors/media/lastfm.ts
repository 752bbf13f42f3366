import type { MediaPlay } from '../../../events/diary-event';
import { momentOfEpochSeconds } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import {
  JsonObject,
  defined,
  firstTextAt,
  isObject,
  objectAt,
  textAt,
  valueAt,
} from '../../../vocabulary/json-reading';

/**
 * Last.fm user.getRecentTracks with format=json (https://www.last.fm/api/show/user.getRecentTracks): the XML
 * answer as JSON, where an element's text is `#text` and attributes are under `@attr`. A scrobble's time is
 * `date.uts` (epoch seconds, as a string); with extended=1 the artist is an object with a `name`. A page holding
 * one track gives `track` as an object rather than an array. The track playing now (`@attr.nowplaying`) has no
 * date and is not a scrobble yet: it is scrobbled, with its date, once played, so it is left out here.
 */
export const lastfm: Interpreter = {
  vendor: 'Last.fm: user.getRecentTracks pages and their tracks',

  matches(value) {
    const recent = objectAt(value, 'recenttracks');
    if (recent) return Array.isArray(recent.track) || isObject(recent.track) || isObject(recent['@attr']);
    return isTrack(value);
  },

  read(value) {
    const recent = objectAt(value, 'recenttracks');
    const tracks = recent ? (Array.isArray(recent.track) ? recent.track : [recent.track]) : [value];
    const plays: MediaPlay[] = [];
    for (const track of tracks) {
      const play = isObject(track) ? playOf(track) : undefined;
      if (play) plays.push(play);
    }
    return plays;
  },
};

/** One track of the list, posted alone: a name, an artist element and a Last.fm URL. */
function isTrack(value: JsonObject): boolean {
  return (
    typeof value.name === 'string' &&
    isObject(value.artist) &&
    ('#text' in value.artist || 'name' in value.artist) &&
    (isObject(value.date) || isObject(value['@attr'])) &&
    typeof value.url === 'string' &&
    value.url.includes('last.fm/')
  );
}

function playOf(track: JsonObject): MediaPlay | undefined {
  const title = textAt(track, 'name');
  const uts = valueAt(track, 'date.uts');
  const at = momentOfEpochSeconds(uts);
  if (!title || !at) return undefined;
  const artist = firstTextAt(track, 'artist.#text', 'artist.name');
  return defined<MediaPlay>({
    type: 'media',
    medium: 'track',
    action: 'played',
    title,
    creator: artist,
    collection: textAt(track, 'album.#text'),
    at,
    identity: `lastfm:scrobble:${String(uts)}:${artist ?? ''}:${title}`,
  });
}
