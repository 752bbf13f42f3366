import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { withings } from './withings';

const payloads = (name: string) => loadCorpusDay(name).deliveries.map((d) => d.payload as Record<string, unknown>);

describe('the Withings interpreter', () => {
  const [notification, weighIn, , bloodPressure] = payloads('withings-weigh-in');

  it('reads a notification as plumbing', () => {
    expect(interpret(notification)).toEqual({ vendor: withings.vendor, events: [] });
    expect(interpret({ userid: '38214960', appli: '44', date: '2026-12-05' })).toEqual({
      vendor: withings.vendor,
      events: [],
    });
  });

  it('reads a weigh-in as value × 10^unit per documented type, and leaves out the user’s objective (category 2)', () => {
    expect(withings.read(weighIn)).toEqual([
      {
        type: 'body',
        measures: [
          { label: 'weight', dimension: 'weight', value: 81.24 },
          { label: 'fat free mass', dimension: 'weight', value: 63.26 },
          { label: 'fat ratio', dimension: 'percent', value: 22.14 },
          { label: 'fat mass', dimension: 'weight', value: 17.98 },
          { label: 'muscle mass', dimension: 'weight', value: 60.11 },
          { label: 'hydration', dimension: 'weight', value: 44.3 },
          { label: 'bone mass', dimension: 'weight', value: 3.17 },
        ],
        at: { instant: Date.parse('2026-12-05T06:02:18Z') },
        identity: 'withings:measure:7106628314',
      },
    ]);
  });

  it('reads a blood pressure reading systolic first, in mmHg, with the pulse', () => {
    expect(withings.read(bloodPressure)).toEqual([
      {
        type: 'body',
        measures: [
          { label: 'systolic', dimension: 'measure', value: 127, unit: 'mmHg' },
          { label: 'diastolic', dimension: 'measure', value: 81, unit: 'mmHg' },
          { label: 'pulse', dimension: 'heart-rate', value: 66 },
        ],
        at: { instant: Date.parse('2026-12-05T07:29:40Z') },
        identity: 'withings:measure:7106699852',
      },
    ]);
  });

  it('reads a temperature and the body without its envelope; leaves out unknown types and an error response', () => {
    const body = {
      updatetime: 1796450600,
      measuregrps: [
        {
          grpid: 1,
          attrib: 0,
          date: 1796450000,
          category: 1,
          measures: [
            { value: 3712, type: 71, unit: -2 },
            { value: 5, type: 999, unit: 0 },
            { value: 183, type: 4, unit: -2 },
          ],
        },
      ],
    };
    expect(withings.matches(body)).toBe(true);
    expect(withings.read(body)).toEqual([
      {
        type: 'body',
        measures: [{ label: 'body temperature', dimension: 'temperature', value: 37.12 }],
        at: { instant: 1796450000000 },
        identity: 'withings:measure:1',
      },
    ]);
    expect(withings.read({ status: 401, body: body })).toEqual([]);
    expect(
      withings.read({
        status: 0,
        body: { measuregrps: [{ grpid: 2, date: 1796450000, measures: [{ value: 5, type: 999, unit: 0 }] }] },
      }),
    ).toEqual([]);
  });

  it('does not take look-alikes', () => {
    expect(withings.matches({ status: 0, body: { series: [] } })).toBe(false);
    expect(withings.matches({ userid: 3, name: 'x' })).toBe(false);
    expect(withings.matches({ measures: [{ value: 72350, type: 1, unit: -3 }] })).toBe(false);
    expect(withings.matches({ note: 'weighed 72 kg' })).toBe(false);
  });

  it('never throws on odd values', () => {
    const odd = {
      status: 0,
      body: {
        measuregrps: [
          {
            grpid: {},
            date: 'x',
            measures: [{ value: 1, type: 1, unit: 400 }, { value: 'a', type: 1, unit: -3 }, null],
          },
        ],
      },
    };
    expect(withings.matches(odd)).toBe(true);
    expect(withings.read(odd)).toEqual([]);
  });
});
