import { interpret } from '../../interpret';
import type { JsonObject } from '../../../vocabulary/json-reading';
import { homeAssistant } from './home-assistant';

const at = (iso: string) => ({ instant: Date.parse(iso) });

/** A state_changed event as the bus sends it, for the cases the fixtures do not show. */
function changed(
  entityId: string,
  from: string | null,
  to: string | null,
  attributes: JsonObject = {},
  oldAttributes: JsonObject = attributes,
): JsonObject {
  const state = (value: string) => ({
    entity_id: entityId,
    state: value,
    attributes,
    last_changed: '2026-11-14T09:00:00+00:00',
    last_updated: '2026-11-14T09:00:00+00:00',
    context: { id: '01JCX', parent_id: null, user_id: null },
  });
  return {
    event_type: 'state_changed',
    data: {
      entity_id: entityId,
      old_state: from === null ? null : { ...state(from), attributes: oldAttributes },
      new_state: to === null ? null : state(to),
    },
    origin: 'LOCAL',
    time_fired: '2026-11-14T10:15:00.123456+00:00',
    context: { id: '01JCX', parent_id: null, user_id: null },
  };
}

describe('the Home Assistant interpreter', () => {
  describe('what the fixtures do not show', () => {
    const fired = at('2026-11-14T10:15:00.123Z');

    it('reads binary sensors by their device class, and a name from the object id when there is no friendly_name', () => {
      expect(
        homeAssistant.read(changed('binary_sensor.bathroom_window', 'off', 'on', { device_class: 'window' })),
      ).toEqual([{ type: 'home', entity: 'Bathroom window', state: 'open', at: fired }]);
      expect(
        homeAssistant.read(
          changed('binary_sensor.sink_leak', 'off', 'on', { device_class: 'moisture', friendly_name: 'Sink leak' }),
        ),
      ).toEqual([{ type: 'home', entity: 'Sink leak', state: 'wet', at: fired }]);
      expect(
        homeAssistant.read(
          changed('binary_sensor.back_door_lock', 'off', 'on', {
            device_class: 'lock',
            friendly_name: 'Back door lock',
          }),
        ),
      ).toEqual([{ type: 'home', entity: 'Back door lock', state: 'unlocked', at: fired }]);
      expect(
        homeAssistant.read(
          changed('binary_sensor.hall_motion', 'on', 'off', { device_class: 'motion', friendly_name: 'Hall motion' }),
        ),
      ).toEqual([{ type: 'home', entity: 'Hall motion', state: 'clear', at: fired }]);
    });

    it('reads a cover where it ends up, not on its way, and a state coming back from unavailable as nothing', () => {
      expect(homeAssistant.read(changed('cover.garage', 'closed', 'opening', { friendly_name: 'Garage' }))).toEqual([]);
      expect(homeAssistant.read(changed('cover.garage', 'opening', 'open', { friendly_name: 'Garage' }))).toEqual([
        { type: 'home', entity: 'Garage', state: 'open', at: fired },
      ]);
      expect(homeAssistant.read(changed('light.hall', 'unavailable', 'off', { friendly_name: 'Hall' }))).toEqual([]);
      expect(homeAssistant.read(changed('light.hall', 'on', null))).toEqual([]);
    });

    it('reads a thermostat switched off as "off", and leaves out temperatures whose unit it cannot tell', () => {
      const attributes = {
        hvac_modes: ['off', 'heat'],
        current_temperature: 42,
        temperature: 42,
        friendly_name: 'Attic',
      };
      expect(homeAssistant.read(changed('climate.attic', 'heat', 'off', attributes))).toEqual([
        { type: 'home', entity: 'Attic', state: 'off', at: fired },
      ]);
      const celsius = { current_temperature: 21, temperature: 22, friendly_name: 'Study' };
      expect(homeAssistant.read(changed('climate.study', null, 'heat', celsius))).toEqual([
        { type: 'home', entity: 'Study', state: 'heat (22 °C)', at: fired },
        {
          type: 'home',
          entity: 'Study temperature',
          measure: { label: 'temperature', dimension: 'temperature', value: 21 },
          at: fired,
        },
      ]);
    });

    it('reads a paused player as nothing and a TV switched on as a change', () => {
      expect(
        homeAssistant.read(
          changed('media_player.tv', 'playing', 'paused', { media_title: 'Dune', friendly_name: 'TV' }),
        ),
      ).toEqual([]);
      expect(homeAssistant.read(changed('media_player.tv', 'off', 'on', { friendly_name: 'TV' }))).toEqual([
        { type: 'home', entity: 'TV', state: 'on', at: fired },
      ]);
    });

    it('recognises the bus events that only run the house, and leaves the rest alone', () => {
      const callService = {
        event_type: 'call_service',
        data: { domain: 'light', service: 'turn_on', service_data: { entity_id: 'light.hall' } },
        origin: 'LOCAL',
        time_fired: '2026-11-14T10:00:00+00:00',
        context: {},
      };
      expect(interpret(callService)).toEqual({ vendor: homeAssistant.vendor, events: [] });
      // An automation's own event carries the person's words: the general rules read it.
      expect(
        homeAssistant.matches({
          event_type: 'appliance_finished',
          data: { message: 'The washing is done!' },
          origin: 'LOCAL',
          time_fired: '2026-11-14T10:00:00+00:00',
        }),
      ).toBe(false);
      // The body an automation templated by hand is not a state object.
      expect(
        homeAssistant.matches({
          event: 'doorbell_ring',
          title: 'Front door',
          message: 'Someone is at the front door',
          entity_id: 'camera.front_door',
        }),
      ).toBe(false);
      expect(
        homeAssistant.matches({
          entity_id: 'Kitchen light',
          state: 'on',
          attributes: {},
          last_changed: '2026-11-14T10:00:00Z',
        }),
      ).toBe(false);
      expect(homeAssistant.matches({ entity_id: 'light.kitchen', state: 'on' })).toBe(false);
    });
  });
});
