import type { Quantity } from '../vocabulary/quantity';
import type { EventBase } from './event-base';

// What was around: what played, the home, the weather, places and positions, what was read.

export interface MediaPlay extends EventBase {
  type: 'media';
  medium: 'track' | 'episode' | 'podcast' | 'movie' | 'show' | 'video' | 'audiobook' | 'game';
  action: 'played' | 'watched' | 'rated' | 'reviewed';
  title: string;
  /** The artist, director, author or channel. */
  creator?: string;
  /** The album, show or series. */
  collection?: string;
  rating?: { value: number; outOf: number };
  /** The person's own review. */
  review?: string;
}

export interface HomeChange extends EventBase {
  type: 'home';
  /** The device or entity as the person named it ("Front door", "Living room temperature"). */
  entity: string;
  /** The state it went to, as words ("on", "open", "home", "heat"), when it is not a measure. */
  state?: string;
  /** A reading with its unit (21.3 °C, 2,100 W). */
  measure?: Quantity;
  area?: string;
}

export interface Weather extends EventBase {
  type: 'weather';
  conditions?: string;
  temperatureC?: number;
  lowC?: number;
  highC?: number;
  feelsLikeC?: number;
  humidityPct?: number;
  windMs?: number;
  precipitationMm?: number;
  /** Temperatures whose scale the sender did not say (°C or °F): written with a bare degree sign, never converted. */
  degrees?: { temperature?: number; low?: number; high?: number; feelsLike?: number };
  place?: string;
}

export interface PlaceVisit extends EventBase {
  type: 'place';
  action: 'arrived' | 'left' | 'visited' | 'checked in';
  name?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
}

/** One point of a track: a stream of them is a route, not a list of places. */
export interface Position extends EventBase {
  type: 'position';
  latitude: number;
  longitude: number;
}

export interface Reading extends EventBase {
  type: 'reading';
  action: 'highlighted' | 'noted' | 'saved' | 'started' | 'finished' | 'read';
  /** The book or article. */
  title: string;
  author?: string;
  highlight?: string;
  /** The person's own note on it. */
  note?: string;
  progressPct?: number;
}
