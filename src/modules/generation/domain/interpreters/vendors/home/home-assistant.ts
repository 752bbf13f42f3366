import type { Quantity } from '../../../digest/quantity';
import type { DiaryEvent, HomeChange, MediaPlay, Weather } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import { wordsOf } from '../../../events/words';
import type { Interpreter } from '../../interpreter';
import { JsonObject, asNumber, defined, isObject, numberAt, objectAt, textAt } from '../../json-reading';

/**
 * Home Assistant: the `state_changed` event as its event bus, websocket API
 * and event forwarders send it (https://www.home-assistant.io/docs/configuration/events/),
 * a bare state object as the REST API and `rest_command` templates post it
 * (https://www.home-assistant.io/docs/configuration/state_object/), and the
 * `trigger` of a state automation (https://www.home-assistant.io/docs/automation/templating/).
 *
 * A state is a string: a number with its `unit_of_measurement` is a reading;
 * otherwise it is a word, read through the entity's domain and device class
 * (a door's binary sensor "on" is "open": https://developers.home-assistant.io/docs/core/entity/binary-sensor).
 * `unavailable` and `unknown` are the integration losing its device, not the
 * home changing. Entities that are not the person's home (the sun, zones,
 * automations, scripts, update notices) and changes of attributes alone (a
 * light's colour, a sensor's metadata) tell nothing to write.
 */
export const homeAssistant: Interpreter = {
  vendor: 'Home Assistant: state_changed events, state objects and state triggers',

  matches(value) {
    return isEvent(value) || isStateObject(value) || isTrigger(value) || isTrigger(value.trigger);
  },

  read(value) {
    if (isEvent(value)) {
      if (value.event_type !== 'state_changed') return [];
      const data = objectAt(value, 'data');
      return readChange(
        textAt(data, 'entity_id'),
        objectAt(data, 'old_state'),
        objectAt(data, 'new_state'),
        momentOfText(value.time_fired),
      );
    }
    if (isStateObject(value)) return readChange(textAt(value, 'entity_id'), undefined, value, null);
    const trigger = (isTrigger(value) ? value : value.trigger) as JsonObject;
    return readChange(
      textAt(trigger, 'entity_id'),
      objectAt(trigger, 'from_state'),
      objectAt(trigger, 'to_state'),
      null,
    );
  },
};

const ENTITY_ID = /^[a-z0-9_]+\.[a-z0-9_]+$/;
/** The core's own event types (https://www.home-assistant.io/docs/configuration/events/): state_changed is read, the rest only run the house. */
const CORE_EVENTS = new Set([
  'state_changed',
  'state_reported',
  'call_service',
  'automation_triggered',
  'automation_reloaded',
  'script_started',
  'service_registered',
  'service_removed',
  'component_loaded',
  'core_config_updated',
  'homeassistant_start',
  'homeassistant_started',
  'homeassistant_stop',
  'homeassistant_final_write',
  'homeassistant_close',
  'entity_registry_updated',
  'device_registry_updated',
  'area_registry_updated',
  'themes_updated',
  'panels_updated',
  'lovelace_updated',
  'user_added',
  'user_removed',
  'logbook_entry',
]);

/** The bus event: `event_type`, `data`, `origin` (LOCAL or REMOTE) and `time_fired`; only the core's own event types. */
function isEvent(value: JsonObject): boolean {
  return (
    typeof value.event_type === 'string' &&
    CORE_EVENTS.has(value.event_type) &&
    isObject(value.data) &&
    typeof value.time_fired === 'string' &&
    'origin' in value
  );
}

function isStateObject(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.entity_id === 'string' &&
    ENTITY_ID.test(value.entity_id) &&
    typeof value.state === 'string' &&
    isObject(value.attributes) &&
    (typeof value.last_changed === 'string' || typeof value.last_updated === 'string')
  );
}

function isTrigger(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.platform === 'state' || value.platform === 'numeric_state') &&
    typeof value.entity_id === 'string' &&
    'to_state' in value
  );
}

/** States that say the integration lost its device, not that the home changed. */
const NOT_A_STATE = new Set(['unavailable', 'unknown', '']);
/** Domains that are not the home: the sun's position, zones (their state is a head count), the automation machinery. */
const IGNORED_DOMAINS = new Set([
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
const CONDITIONS: Record<string, string> = {
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
function readChange(
  entityId: string | undefined,
  old: JsonObject | undefined,
  state: JsonObject | undefined,
  fired: Moment | null,
): DiaryEvent[] {
  if (!entityId || !ENTITY_ID.test(entityId) || !state || typeof state.state !== 'string') return [];
  const domain = entityId.slice(0, entityId.indexOf('.'));
  const value = state.state.trim();
  if (IGNORED_DOMAINS.has(domain) || NOT_A_STATE.has(value.toLowerCase())) return [];
  const attributes = objectAt(state, 'attributes') ?? {};
  const entity = textAt(attributes, 'friendly_name') ?? capital(wordsOf(entityId.slice(domain.length + 1)));
  // Without the event's time, a state object's own: last_changed when the state itself changed, last_updated when an attribute did.
  const at = fired ?? momentOfText(state.last_changed) ?? momentOfText(state.last_updated) ?? undefined;
  const updated = fired ?? momentOfText(state.last_updated) ?? at;
  const oldValue = typeof old?.state === 'string' ? old.state.trim() : undefined;

  if (domain === 'climate')
    return readClimate(entity, value, attributes, objectAt(old, 'attributes'), oldValue, at, updated);
  if (domain === 'weather') return readWeather(value, attributes, updated);
  if (domain === 'media_player')
    return readMediaPlayer(entity, value, attributes, objectAt(old, 'attributes'), oldValue, at);

  const number = asNumber(value);
  const unit = textAt(attributes, 'unit_of_measurement');
  const deviceClass = textAt(attributes, 'device_class');
  // A sensor's own battery is the device's telemetry, not something that happened at home.
  if (deviceClass === 'battery' || deviceClass === 'battery_charging' || deviceClass === 'signal_strength') return [];
  if (
    number !== undefined &&
    (domain === 'sensor' || domain === 'number' || domain === 'input_number' || domain === 'counter')
  ) {
    // The same reading again is a change of its attributes only.
    if (oldValue === value) return [];
    return [
      defined<HomeChange>({ type: 'home', entity, measure: quantityOf(deviceClass ?? 'reading', number, unit), at }),
    ];
  }

  // A state word: only a change of state says something; a state coming back after the device was lost is a restart.
  if (oldValue !== undefined && (oldValue === value || NOT_A_STATE.has(oldValue.toLowerCase()))) return [];
  const words = stateWords(domain, value, deviceClass);
  return words ? [defined<HomeChange>({ type: 'home', entity, state: words, at })] : [];
}

function stateWords(domain: string, value: string, deviceClass: string | undefined): string | null {
  const lower = value.toLowerCase();
  if (IN_BETWEEN.has(lower)) return null;
  if (domain === 'binary_sensor') {
    if (lower !== 'on' && lower !== 'off') return null;
    const [on, off] = (deviceClass && BINARY[deviceClass]) || ['on', 'off'];
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

/**
 * A thermostat's setpoint is part of the name of the state it went to ("heat (20 °C)"), the key the story counts
 * states by, so the interpreter names it: to the tenth of a degree, as the composers write temperatures.
 */
const setpointName = (celsius: number): string => `${Math.round(celsius * 10) / 10} °C`;

/**
 * A thermostat: its mode and target are what the person set, its current
 * temperature a reading. Its attributes carry no unit: the system's unit shows
 * in `max_temp` (35 by default in °C, 95 in °F), else in the values themselves,
 * since Home Assistant's default targets are 7–35 °C and 45–95 °F.
 */
function readClimate(
  entity: string,
  mode: string,
  attributes: JsonObject,
  oldAttributes: JsonObject | undefined,
  oldMode: string | undefined,
  at: Moment | undefined,
  updated: Moment | undefined,
): DiaryEvent[] {
  const target = numberAt(attributes, 'temperature');
  const current = numberAt(attributes, 'current_temperature');
  const fahrenheit = climateInFahrenheit(attributes);
  const celsius = (value: number | undefined) =>
    value === undefined || fahrenheit === null ? undefined : fahrenheit ? round(((value - 32) * 5) / 9) : value;
  const events: DiaryEvent[] = [];
  const modeChanged = oldMode === undefined || oldMode !== mode;
  const targetChanged = oldAttributes === undefined || numberAt(oldAttributes, 'temperature') !== target;
  // A mode coming back after the device was lost is a restart, not a setting.
  if (oldMode === undefined || !NOT_A_STATE.has(oldMode.toLowerCase())) {
    const targetC = mode === 'off' ? undefined : celsius(target);
    const degrees = targetC === undefined ? undefined : setpointName(targetC);
    const state = modeChanged
      ? `${wordsOf(mode)}${degrees ? ` (${degrees})` : ''}`
      : targetChanged && degrees
        ? degrees
        : undefined;
    if (state) events.push(defined<HomeChange>({ type: 'home', entity, state, at }));
  }
  const currentC = celsius(current);
  if (
    currentC !== undefined &&
    (oldAttributes === undefined || numberAt(oldAttributes, 'current_temperature') !== current)
  ) {
    const name = /temperature/i.test(entity) ? entity : `${entity} temperature`;
    events.push(
      defined<HomeChange>({
        type: 'home',
        entity: name,
        measure: { label: 'temperature', dimension: 'temperature', value: currentC },
        at: updated,
      }),
    );
  }
  return events;
}

/** true for °F, false for °C, null when the attributes cannot tell. */
function climateInFahrenheit(attributes: JsonObject): boolean | null {
  const max = numberAt(attributes, 'max_temp');
  if (max !== undefined) return max > 50;
  const values = [numberAt(attributes, 'temperature'), numberAt(attributes, 'current_temperature')].filter(
    (v): v is number => v !== undefined,
  );
  if (values.length === 0) return null;
  if (values.every((v) => v <= 40)) return false;
  if (values.every((v) => v >= 44)) return true;
  return null;
}

/** A weather entity: its condition, temperature and wind in the units its attributes name. */
function readWeather(condition: string, attributes: JsonObject, at: Moment | undefined): Weather[] {
  const unit = textAt(attributes, 'temperature_unit');
  const toC = (value: number | undefined) =>
    value === undefined || (unit !== '°C' && unit !== '°F')
      ? undefined
      : unit === '°F'
        ? round(((value - 32) * 5) / 9)
        : value;
  const wind = numberAt(attributes, 'wind_speed');
  const windUnit = textAt(attributes, 'wind_speed_unit');
  const factor =
    windUnit === 'm/s'
      ? 1
      : windUnit === 'km/h'
        ? 1 / 3.6
        : windUnit === 'mph'
          ? 0.44704
          : windUnit === 'kn'
            ? 0.514444
            : undefined;
  return [
    defined<Weather>({
      type: 'weather',
      conditions: CONDITIONS[condition] ?? wordsOf(condition),
      temperatureC: toC(numberAt(attributes, 'temperature')),
      feelsLikeC: toC(numberAt(attributes, 'apparent_temperature')),
      humidityPct: numberAt(attributes, 'humidity'),
      windMs: wind !== undefined && factor !== undefined ? round(wind * factor) : undefined,
      at,
    }),
  ];
}

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
function readMediaPlayer(
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
    const medium = MEDIA[textAt(attributes, 'media_content_type') ?? ''] ?? 'track';
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

/** A reading in the vocabulary's units where it has one (°C, kg, %), else as sent with the sender's unit. */
function quantityOf(deviceClass: string, value: number, unit: string | undefined): Quantity {
  const label = wordsOf(deviceClass);
  switch (unit) {
    case '°C':
      return { label, dimension: 'temperature', value };
    case '°F':
      return { label, dimension: 'temperature', value: round(((value - 32) * 5) / 9) };
    case 'kg':
      return { label, dimension: 'weight', value };
    case 'g':
      return { label, dimension: 'weight', value: value / 1000 };
    case 'lb':
    case 'lbs':
      return { label, dimension: 'weight', value: round(value * 0.45359237) };
    case 'st':
      return { label, dimension: 'weight', value: round(value * 6.35029318) };
    case '%':
      return { label, dimension: 'percent', value };
    default:
      return unit ? { label, dimension: 'measure', value, unit } : { label, dimension: 'measure', value };
  }
}

/** Floating-point dust off a conversion (38.3 °F is 3.5 °C, not 3.4999999999999982). */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function capital(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
