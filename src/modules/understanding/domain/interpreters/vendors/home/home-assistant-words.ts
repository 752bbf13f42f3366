import { ownEntry } from '../../../vocabulary/json-reading';
import { momentOfText } from '../../../events/moment';
import { wordsOf } from '../../../events/words';

export const ENTITY_ID = /^[a-z0-9_]+\.[a-z0-9_]+$/;

// Home Assistant: which domains and states are told, and a state as the words a person uses.

/** States that say the integration lost its device, not that the home changed. */
export const NOT_A_STATE = new Set(['unavailable', 'unknown', '']);

/** Domains that are not the home: the sun's position, zones (their state is a head count), the automation machinery. */
export const IGNORED_DOMAINS = new Set([
  'sun',
  'zone',
  'automation',
  'script',
  'scene',
  'update',
  'persistent_notification',
  'timer',
  'input_datetime',
  'input_text',
  'input_button',
  'button',
  'event',
  'camera',
  'image',
  'conversation',
  'tts',
  'stt',
  'wake_word',
  'assist_satellite',
  'calendar',
  'todo',
  'notify',
  'tag',
  'group',
]);

/** Transitions on the way to a state: the state they end in is what happened. */
const IN_BETWEEN = new Set(['opening', 'closing', 'locking', 'unlocking', 'arming', 'pending', 'buffering']);

/** Domains whose state is a word a person uses as it is ("on", "locked", "armed away", "cleaning", an option's name). */
const WORD_DOMAINS = new Set([
  'light',
  'switch',
  'fan',
  'input_boolean',
  'siren',
  'humidifier',
  'remote',
  'cover',
  'lock',
  'valve',
  'alarm_control_panel',
  'vacuum',
  'lawn_mower',
  'input_select',
  'select',
  'water_heater',
  'media_player',
]);

/** Binary sensors: what "on" and "off" mean for each device class. */
const BINARY: Record<string, [string, string]> = {
  door: ['open', 'closed'],
  garage_door: ['open', 'closed'],
  opening: ['open', 'closed'],
  window: ['open', 'closed'],
  lock: ['unlocked', 'locked'],
  motion: ['detected', 'clear'],
  occupancy: ['detected', 'clear'],
  sound: ['detected', 'clear'],
  vibration: ['detected', 'clear'],
  smoke: ['detected', 'clear'],
  gas: ['detected', 'clear'],
  carbon_monoxide: ['detected', 'clear'],
  co: ['detected', 'clear'],
  tamper: ['detected', 'clear'],
  light: ['detected', 'clear'],
  presence: ['home', 'not home'],
  moisture: ['wet', 'dry'],
  moving: ['moving', 'stopped'],
  battery: ['low', 'normal'],
  battery_charging: ['charging', 'not charging'],
  cold: ['cold', 'normal'],
  heat: ['hot', 'normal'],
  connectivity: ['connected', 'disconnected'],
  plug: ['plugged in', 'unplugged'],
  power: ['on', 'off'],
  problem: ['problem', 'ok'],
  safety: ['unsafe', 'safe'],
  running: ['running', 'not running'],
  update: ['update available', 'up to date'],
};

/** The states of a `weather` entity (https://developers.home-assistant.io/docs/core/entity/weather), as words. */
export const CONDITIONS: Record<string, string> = {
  'clear-night': 'clear',
  cloudy: 'cloudy',
  exceptional: 'exceptional weather',
  fog: 'fog',
  hail: 'hail',
  lightning: 'lightning',
  'lightning-rainy': 'thunderstorms',
  partlycloudy: 'partly cloudy',
  pouring: 'heavy rain',
  rainy: 'rain',
  snowy: 'snow',
  'snowy-rainy': 'sleet',
  sunny: 'sunny',
  windy: 'windy',
  'windy-variant': 'windy and cloudy',
};

/** One entity's change from an old state object (if the sender gave it) to a new one. */

export function stateWords(domain: string, value: string, deviceClass: string | undefined): string | null {
  const lower = value.toLowerCase();
  if (IN_BETWEEN.has(lower)) return null;
  if (domain === 'binary_sensor') {
    if (lower !== 'on' && lower !== 'off') return null;
    const [on, off] = (deviceClass && ownEntry(BINARY, deviceClass)) || ['on', 'off'];
    return lower === 'on' ? on : off;
  }
  // A person or a tracked phone is at home, away, or in a zone named by the person ("Office").
  if (domain === 'person' || domain === 'device_tracker')
    return lower === 'not_home' ? 'not home' : lower === 'home' ? 'home' : value;
  // A sensor's enum or text state ("running", "Washing"); timestamps and dates are not states.
  if (domain === 'sensor')
    return deviceClass === 'timestamp' || deviceClass === 'date' || momentOfText(value)
      ? null
      : value.length <= 60
        ? value
        : null;
  if (WORD_DOMAINS.has(domain)) return domain === 'input_select' || domain === 'select' ? value : wordsOf(value);
  return null;
}

/** Floating-point dust off a conversion (38.3 °F is 3.5 °C, not 3.4999999999999982). */
export function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function capital(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
