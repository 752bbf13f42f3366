import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import type { JsonObject } from '../../../vocabulary/json-reading';
import { homeAssistant } from './home-assistant';

const at = (iso: string) => ({ instant: Date.parse(iso) });

describe('the Home Assistant interpreter', () => {
  describe('state_changed events (home-assistant-state-changes)', () => {
    const events = loadCorpusDay('home-assistant-state-changes').deliveries.map((d) => d.payload as JsonObject);

    it('reads a sensor with a unit as a reading at the time the event was fired', () => {
      expect(homeAssistant.read(events[0])).toEqual([
        {
          type: 'home',
          entity: 'Living room temperature',
          measure: { label: 'temperature', dimension: 'temperature', value: 21.3 },
          at: at('2026-11-14T07:02:11.690Z'),
        },
      ]);
      expect(homeAssistant.read(events[18])).toEqual([
        {
          type: 'home',
          entity: 'Kettle plug power',
          measure: { label: 'power', dimension: 'measure', value: 2104.5, unit: 'W' },
          at: at('2026-11-14T18:31:06.218Z'),
        },
      ]);
    });

    it('reads a door sensor on and off as open and closed, a lock and a person as their states', () => {
      expect(homeAssistant.read(events[2])).toEqual([
        { type: 'home', entity: 'Front door', state: 'open', at: at('2026-11-14T08:15:32.890Z') },
      ]);
      expect(homeAssistant.read(events[3])).toEqual([
        { type: 'home', entity: 'Front door', state: 'closed', at: at('2026-11-14T08:16:05.237Z') },
      ]);
      expect(homeAssistant.read(events[4])).toEqual([
        { type: 'home', entity: 'Front door lock', state: 'locked', at: at('2026-11-14T08:16:40.570Z') },
      ]);
      expect(homeAssistant.read(events[5])).toEqual([
        { type: 'home', entity: 'Alex', state: 'not home', at: at('2026-11-14T08:19:03.087Z') },
      ]);
      expect(homeAssistant.read(events[11])).toEqual([
        { type: 'home', entity: 'Alex', state: 'home', at: at('2026-11-14T18:02:14.994Z') },
      ]);
    });

    it('says nothing of the sun, of a sensor lost to "unavailable", or of a light whose brightness alone changed', () => {
      expect(interpret(events[1])).toEqual({ vendor: homeAssistant.vendor, events: [] });
      expect(homeAssistant.read(events[8])).toEqual([]);
      expect(homeAssistant.read(events[17])).toEqual([]);
      // The reading that comes back after it is a reading.
      expect(homeAssistant.read(events[9])).toEqual([
        {
          type: 'home',
          entity: 'Living room temperature',
          measure: { label: 'temperature', dimension: 'temperature', value: 19.6 },
          at: at('2026-11-14T16:04:51.927Z'),
        },
      ]);
    });

    it('reads a thermostat turned up as its new target, leaving out min_temp, max_temp and the unchanged room temperature', () => {
      expect(homeAssistant.read(events[10])).toEqual([
        { type: 'home', entity: 'Hallway thermostat', state: '20.5 °C', at: at('2026-11-14T17:40:26.270Z') },
      ]);
    });

    it('reads a weather entity in its own units (km/h to m/s) and a player starting a track as a play', () => {
      expect(homeAssistant.read(events[7])).toEqual([
        {
          type: 'weather',
          conditions: 'rain',
          temperatureC: 8.4,
          feelsLikeC: 5.2,
          humidityPct: 87,
          windMs: 5.111111,
          at: at('2026-11-14T15:00:09.954Z'),
        },
      ]);
      expect(homeAssistant.read(events[20])).toEqual([
        {
          type: 'media',
          medium: 'track',
          action: 'played',
          title: 'Myth',
          creator: 'Beach House',
          collection: 'Bloom',
          at: at('2026-11-14T20:15:41.012Z'),
        },
      ]);
    });
  });

  describe('state objects, triggers and websocket events (home-assistant-rest-states)', () => {
    const posts = loadCorpusDay('home-assistant-rest-states').deliveries.map((d) => d.payload);

    it('reads a bare state object in °F and lb at its last_changed, in °C and kg', () => {
      expect(homeAssistant.read(posts[1] as JsonObject)).toEqual([
        {
          type: 'home',
          entity: 'Outdoor temperature',
          measure: { label: 'temperature', dimension: 'temperature', value: 3.5 },
          at: at('2026-11-20T12:30:05.440Z'),
        },
      ]);
      expect(homeAssistant.read(posts[2] as JsonObject)).toEqual([
        {
          type: 'home',
          entity: 'Bathroom scale',
          measure: { label: 'weight', dimension: 'weight', value: 78.290043 },
          at: at('2026-11-20T12:42:19.674Z'),
        },
      ]);
    });

    it('reads a °F thermostat (max_temp 95): its mode and target when it last changed, its room temperature when last updated', () => {
      expect(homeAssistant.read(posts[3] as JsonObject)).toEqual([
        { type: 'home', entity: 'Thermostat', state: 'heat (20 °C)', at: at('2026-11-20T11:00:00.094Z') },
        {
          type: 'home',
          entity: 'Thermostat temperature',
          measure: { label: 'temperature', dimension: 'temperature', value: 18.888889 },
          at: at('2026-11-20T12:55:40.077Z'),
        },
      ]);
    });

    it("reads a state trigger's from_state and to_state, and a websocket event inside its message", () => {
      expect(homeAssistant.read(posts[4] as JsonObject)).toEqual([
        { type: 'home', entity: 'Garage door', state: 'open', at: at('2026-11-20T13:44:51.108Z') },
      ]);
      expect(interpret(posts[6])).toEqual({
        vendor: homeAssistant.vendor,
        events: [{ type: 'home', entity: 'Jordan’s Pixel', state: 'Work', at: at('2026-11-20T14:21:37.543Z') }],
      });
    });

    it('reads each state of an /api/states batch, leaving out timestamps', () => {
      const [porch, dawn, mode] = posts[9] as JsonObject[];
      expect(homeAssistant.read(porch)).toEqual([
        { type: 'home', entity: 'Porch light', state: 'on', at: at('2026-11-20T23:05:12.753Z') },
      ]);
      expect(interpret(dawn)).toEqual({ vendor: homeAssistant.vendor, events: [] });
      expect(homeAssistant.read(mode)).toEqual([
        { type: 'home', entity: 'House mode', state: 'Evening', at: at('2026-11-21T01:00:00.976Z') },
      ]);
    });
  });
});
