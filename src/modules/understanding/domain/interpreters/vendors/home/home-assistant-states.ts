import type { DiaryEvent, HomeChange } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import { wordsOf } from '../../../events/words';
import { JsonObject, asNumber, defined, objectAt, textAt } from '../../../vocabulary/json-reading';
import { readClimate, readWeather, quantityOf } from './home-assistant-climate';
import { readMediaPlayer } from './home-assistant-media';
import { NOT_A_STATE, IGNORED_DOMAINS, stateWords, capital, ENTITY_ID } from './home-assistant-words';

// Home Assistant: one entity's change of state, read by its domain.

export function readChange(
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
