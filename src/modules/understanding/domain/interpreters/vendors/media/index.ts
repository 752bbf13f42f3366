import type { Interpreter } from '../../interpreter';
import { kindle } from './kindle';
import { lastfm } from './lastfm';
import { plex } from './plex';
import { letterboxd } from './letterboxd';
import { readwise } from './readwise';
import { spotify } from './spotify';
import { trakt } from './trakt';
import { webScrobbler } from './web-scrobbler';

/** This group's interpreters, in the order they are tried (more specific shapes first; Kindle's generic clipping last). */
export const MEDIA_INTERPRETERS: readonly Interpreter[] = [
  spotify,
  lastfm,
  webScrobbler,
  trakt,
  plex,
  letterboxd,
  readwise,
  kindle,
];
