import type { DiaryEvent, HomeChange, MediaPlay } from '../../../events/diary-event';
import { Moment } from '../../../events/moment';
import { JsonObject, defined, textAt, ownEntry } from '../../../vocabulary/json-reading';
import { NOT_A_STATE } from './home-assistant-words';

// Home Assistant: what a media player played.

const MEDIA: Record<string, MediaPlay['medium']> = {
  music: 'track',
  tvshow: 'episode',
  episode: 'episode',
  movie: 'movie',
  video: 'video',
  podcast: 'podcast',
  audiobook: 'audiobook',
  game: 'game',
};

/** A player starting a new title is a play; switching on and off is a change of the device; pauses and idling are neither. */
export function readMediaPlayer(
  entity: string,
  value: string,
  attributes: JsonObject,
  oldAttributes: JsonObject | undefined,
  oldValue: string | undefined,
  at: Moment | undefined,
): DiaryEvent[] {
  const title = textAt(attributes, 'media_title');
  if (value === 'playing' && title) {
    if (oldValue === 'playing' && textAt(oldAttributes, 'media_title') === title) return [];
    const medium = ownEntry(MEDIA, textAt(attributes, 'media_content_type') ?? '') ?? 'track';
    return [
      defined<MediaPlay>({
        type: 'media',
        medium,
        action: medium === 'movie' || medium === 'episode' || medium === 'video' ? 'watched' : 'played',
        title,
        creator: textAt(attributes, 'media_artist') ?? textAt(attributes, 'media_album_artist'),
        collection: textAt(attributes, 'media_album_name') ?? textAt(attributes, 'media_series_title'),
        at,
      }),
    ];
  }
  if ((value !== 'on' && value !== 'off') || oldValue === value || NOT_A_STATE.has((oldValue ?? '').toLowerCase()))
    return [];
  return [defined<HomeChange>({ type: 'home', entity, state: value, at })];
}
