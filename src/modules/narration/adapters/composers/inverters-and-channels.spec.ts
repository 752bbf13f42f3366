import { entryOf } from '../../../../../test/support/composed-entry';

// Round 17's leftover classes (issue 34), on shapes of their own: a solar inverter's readings as abbreviated fields
// and as `{Unit, Value}` objects, a site's readings beside each inverter's, a query's whole-day window; a chat
// message's channel or stream, as a field or as an object's name.

describe('a solar inverter’s readings', () => {
  const flow = (at: string, energyToday: number, solarWatts: number) => ({
    at,
    payload: {
      Body: {
        Data: {
          Inverters: { '1': { DT: 1, E_Day: energyToday, E_Total: 21_893_212, E_Year: 512_300, P: 4_821, SOC: 87 } },
          Site: {
            E_Day: energyToday,
            E_Total: 21_893_212,
            E_Year: 512_300,
            Meter_Location: 'grid',
            Mode: 'bidirectional',
            P_Grid: -2_310.5,
            P_Load: -1_310.5,
            P_PV: solarWatts,
            rel_Autonomy: 100,
          },
          Version: '12',
        },
      },
      Head: {
        RequestArguments: {},
        Status: { Code: 0, Reason: '', UserMessage: '' },
        Timestamp: `2026-11-21T${at}+00:00`,
      },
    },
  });

  it('reads a quantity’s symbol and its unit from an abbreviated name, the site’s energy once, never a lifetime total', () => {
    const text = entryOf([flow('13:00:00', 18_234, 6_021)], 'Inverter');
    expect(text).toContain('6,021 W');
    expect(text).toContain('day energy 18.23 kWh');
    // The site's energy is the inverters' (one here): not added to it; the meter's lifetime and year are no day's.
    expect(text).not.toContain('36.47');
    expect(text).not.toMatch(/21,893|512\.3|E_Day|P_PV|soc\b/i);
  });

  it('reads values sent as {Unit, Value}, leaves the supply’s volts, amperes and hertz out, and a day’s window lasted nothing', () => {
    const text = entryOf(
      [
        {
          at: '16:30:00',
          payload: {
            Body: {
              Data: {
                DAY_ENERGY: { Unit: 'Wh', Value: 31_240 },
                FAC: { Unit: 'Hz', Value: 50.01 },
                IAC: { Unit: 'A', Value: 12.4 },
                PAC: { Unit: 'W', Value: 2_870 },
                TOTAL_ENERGY: { Unit: 'Wh', Value: 21_906_218 },
                UAC: { Unit: 'V', Value: 241.2 },
              },
            },
            Head: {
              RequestArguments: { StartDate: '2026-11-21T00:00:00+00:00', EndDate: '2026-11-21T23:59:59+00:00' },
              Timestamp: '2026-11-21T16:30:00+00:00',
            },
          },
        },
      ],
      'Inverter',
    );
    expect(text).toContain('day energy 31.24 kWh');
    expect(text).not.toMatch(/Hz|241\.2|12\.4 A|21,906|23 h 59 min/);
  });
});

describe('where a chat message went', () => {
  const message = (at: string, words: string, where: Record<string, unknown>, sender = 'Marcus Lee') => ({
    at,
    payload: {
      message: {
        content: words,
        sender_full_name: sender,
        timestamp: Date.parse(`2026-11-21T${at}Z`) / 1000,
        ...where,
      },
      trigger: 'mention',
    },
  });

  it('names the channel or stream the words went to, however it is spelt, beside whose words they are', () => {
    const text = entryOf(
      [
        message('09:05:00', 'release 4.2 is tagged, smoke tests green', { display_recipient: 'release-train' }),
        message('12:40:00', 'rollback done, root cause was the cache warmer', { channel: { id: 'C1', name: 'ops' } }),
        message('17:10:00', 'retro notes are in the doc', { channel_name: 'Team room' }, 'Dana Whitfield'),
      ],
      'Chat',
      ['Dana Whitfield'],
    );
    expect(text).toContain('Chat: Marcus Lee in release-train: “release 4.2 is tagged, smoke tests green”');
    expect(text).toContain('Chat: Marcus Lee in ops: “rollback done, root cause was the cache warmer”');
    expect(text).toContain('Chat in Team room: “retro notes are in the doc”');
  });
});
