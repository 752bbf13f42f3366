import { momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, isObject, objectAt, textAt } from '../../../vocabulary/json-reading';
import { readChange } from './home-assistant-states';
import { ENTITY_ID } from './home-assistant-words';

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
