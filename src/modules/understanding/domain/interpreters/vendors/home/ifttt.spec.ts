import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import type { JsonObject } from '../../../vocabulary/json-reading';
import { ifttt } from './ifttt';

describe('the IFTTT interpreter', () => {
  const [leftHome, , note, weather, , , mood] = loadCorpusDay('ifttt-location-notes').deliveries.map(
    (d) => d.payload as JsonObject,
  );

  it('reads a Location body as leaving or arriving at the place the person named, at the wall-clock time IFTTT wrote', () => {
    expect(ifttt.read(leftHome)).toEqual([
      {
        type: 'place',
        action: 'left',
        name: 'Home',
        latitude: 37.76012,
        longitude: -122.41437,
        at: { local: '2026-09-12T08:05' },
      },
    ]);
  });

  it('reads a Note widget note, a Weather Underground condition in °C and a Webhooks event as a note of its values', () => {
    expect(ifttt.read(note)).toEqual([
      { type: 'note', text: 'Lunch with Priya at the taqueria on 24th, she got the residency!' },
    ]);
    expect(ifttt.read(weather)).toEqual([
      { type: 'weather', conditions: 'rain', temperatureC: 16, at: { local: '2026-09-12T15:12' } },
    ]);
    expect(ifttt.read(mood)).toEqual([
      { type: 'note', title: 'mood log', text: 'Tired but content · 4/5', at: { local: '2026-09-12T21:48' } },
    ]);
  });

  it('reads 12 AM and 12 PM, ISO times, ingredient names in any case, and °F alone', () => {
    expect(ifttt.read({ enteredorexited: 'Entered', occurredat: 'March 1, 2026 at 12:05AM', place: 'Gym' })).toEqual([
      { type: 'place', action: 'arrived', name: 'Gym', at: { local: '2026-03-01T00:05' } },
    ]);
    expect(
      ifttt.read({
        EnteredOrExited: 'exited',
        OccurredAt: '2020-07-08T04:17:06.000+05:00',
        location: 'Office',
        LocationMapUrl: 'https://maps.google.com/?ll=91.5,10&z=21',
      }),
    ).toEqual([{ type: 'place', action: 'left', name: 'Office', at: { instant: Date.parse('2020-07-07T23:17:06Z') } }]);
    expect(ifttt.read({ Condition: 'Snow', TempFahrenheit: '28', CheckTime: 'January 9, 2026 at 12:40PM' })).toEqual([
      { type: 'weather', conditions: 'snow', temperatureC: -2.222222, at: { local: '2026-01-09T12:40' } },
    ]);
  });

  it('says nothing of an empty Webhooks event, and leaves what is not IFTTT to the general rules', () => {
    expect(interpret({ EventName: 'ping', Value1: '', OccurredAt: 'March 1, 2026 at 09:00AM' })).toEqual({
      vendor: ifttt.vendor,
      events: [],
    });
    expect(ifttt.matches({ note: 'Remember the milk' })).toBe(false);
    expect(ifttt.matches({ value1: 'just a value' })).toBe(false);
    expect(ifttt.matches({ value1: 'Tired', mood: 3, OccurredAt: 'March 1, 2026 at 09:00AM' })).toBe(false);
    expect(ifttt.matches({ EnteredOrExited: 'maybe', place: 'Home' })).toBe(false);
    expect(ifttt.matches({ event: 'entered', place: 'Home' })).toBe(false);
  });

  it('writes no time that IFTTT did not give: an impossible date is no time', () => {
    expect(ifttt.read({ NoteText: 'Bought bread', CreatedAt: 'Smarch 40, 2026 at 13:99PM' })).toEqual([
      { type: 'note', text: 'Bought bread' },
    ]);
  });
});
