import { entryOf } from '../../../../../test/support/composed-entry';

// A class met in the fourteenth round of first contact (issue 34): an appliance's live events, each value sent as the
// sender shows it beside its raw form, the device's state and identification as objects of their own, hours and
// minutes as a pair, the records keyed by their serial numbers.

const shown = (raw: number | null, localized: string | number | null, extra: Record<string, unknown> = {}) => ({
  value_raw: raw,
  value_localized: localized,
  key_localized: 'Label in the person’s language',
  ...extra,
});

const dishwasher = (status: string, elapsed: [number, number], water: number) => ({
  '7310000123456': {
    ident: { type: shown(7, 'Dishwasher'), deviceName: '' },
    state: {
      ProgramID: shown(6, 'Eco'),
      status: shown(5, status),
      elapsedTime: elapsed,
      startTime: [0, 0],
      targetTemperature: [shown(5500, 55, { unit: 'Celsius' }), shown(-32768, null, { unit: 'Celsius' })],
      dryingStep: shown(null, ''),
      consumption: { water: { unit: 'l', value: water } },
    },
  },
});

describe('an appliance’s live events', () => {
  it('tells the programme, its states at their times, the shown temperature and how long it ran, and no label or serial', () => {
    const text = entryOf([
      { at: '08:05:00', payload: dishwasher('Running', [0, 12], 3) },
      { at: '09:50:00', payload: dishwasher('Done', [2, 5], 9) },
    ]);
    expect(text).toContain('Eco');
    expect(text).toContain('55 °C');
    expect(text).toContain('2 h 5 min');
    expect(text).toContain('9 l');
    expect(text).toMatch(/Running at 08:05, then Done at 09:50/i);
    expect(text).not.toMatch(/7310000123456|Label in|value|raw|localized|5500|32768|start time|drying/i);
  });

  it('reads a short phrase in a status field as where the thing stands, not as words someone wrote', () => {
    const text = entryOf([
      {
        at: '17:30:00',
        payload: { deviceName: 'Kitchen oven', status: 'In use', programme: 'Fan plus', remainingTime: [0, 35] },
      },
    ]);
    expect(text).toContain('In use');
    expect(text).not.toContain('“In use”');
  });

  it('keeps a status object that names itself as one, and several records keyed by their ids apart', () => {
    const text = entryOf([
      {
        at: '12:00:00',
        payload: {
          '000111222333': { name: 'Hall heater', state: { status: 'heating', targetTemperature: 21 } },
          '000111222444': { name: 'Porch heater', state: { status: 'off', targetTemperature: 12 } },
        },
      },
      { at: '13:00:00', payload: { issue: 'Leaking tap', status: { name: 'Done', id: 3 } } },
    ]);
    expect(text).toContain('Hall heater');
    expect(text).toContain('Porch heater');
    expect(text).toContain('Done');
    expect(text).not.toMatch(/000111222/);
  });
});
