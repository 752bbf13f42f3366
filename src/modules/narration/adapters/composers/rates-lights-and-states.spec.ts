import { asStored } from '../../../../../test/fixtures/corpus/write-day';
import { entryOf } from '../../../../../test/support/composed-entry';

// Round 23's classes (issue 34), on shapes of their own: a billing event's amounts as minor-unit text beside a fee's
// rate, its own status before its parts', a light's power and brightness as a smart-home API sends them.

// (Payloads in the order PostgreSQL gives them back, as generation reads them.)
const stored = (at: string, payload: unknown) => ({ at, payload: asStored(payload) });

describe('a billing event', () => {
  const transaction = (status: string) => ({
    event_type: 'transaction.completed',
    occurred_at: '2026-11-21T09:13:51.990417Z',
    data: {
      id: 'txn_01jxa4m7q2rzk8c3vw5hn0yd6e',
      status,
      origin: 'web',
      currency_code: 'USD',
      billed_at: '2026-11-21T09:13:50.112Z',
      items: [{ price: { name: 'Lifetime', status: 'active', unit_price: { amount: '4900', currency_code: 'USD' } } }],
      details: {
        totals: { fee: '317', tax: '435', subtotal: '4900', grand_total: '5335', currency_code: 'USD' },
        payout_totals: { fee_rate: '0.05', exchange_rate: '1.7312041', earnings: '4583', currency_code: 'USD' },
      },
    },
  });

  it('reads whole amounts with odd cents as minor units, a fee’s or an exchange’s rate being no amount', () => {
    const text = entryOf([stored('09:14:00', transaction('completed'))]);
    expect(text).toContain('$53.35');
    expect(text).toContain('$49.00');
    expect(text).not.toMatch(/\$5,335|\$4,900|\$0\.05|\$1\.73/);
  });

  it('tells its own status before a part’s', () => {
    const text = entryOf([stored('09:14:00', transaction('past_due'))]);
    expect(text).toMatch(/past due/);
    expect(text).not.toMatch(/active[^.]*past due/);
  });
});

describe('a light as a smart-home API lists it', () => {
  const light = (label: string, power: string, brightness: number) => ({
    id: `d073d5${label.length}`,
    label,
    connected: true,
    power,
    brightness,
    seconds_since_seen: 14_520,
  });

  it('tells its power and its brightness sent as a fraction, never how long since it was seen', () => {
    const text = entryOf([stored('06:30:00', [light('Bedroom Lamp', 'on', 0.35), light('Kitchen', 'off', 0.8)])]);
    expect(text).toMatch(/Bedroom Lamp[^.]*35%[^.]*on/);
    expect(text).toMatch(/Kitchen[^.]*80%[^.]*off/);
    expect(text).not.toMatch(/0\.35%|since|4 h 2 min/);
  });

  it('does not guess a brightness of exactly 1, full as a fraction and dim on a scale of 100', () => {
    const text = entryOf([stored('06:30:00', [light('Porch', 'on', 1)])]);
    expect(text).not.toContain('1%');
    expect(text).not.toContain('100%');
  });
});

describe('a message’s placeholders', () => {
  it('are filled by the values beside them, also in JSON sent as text, and no placeholder is told', () => {
    const text = entryOf([
      stored('10:00:00', {
        type: 'Create',
        actor: { type: 'Person', id: 'users/mateo', name: 'Mateo Vasquez' },
        object: {
          type: 'Note',
          id: '20438',
          content: JSON.stringify({
            message: '{mention-user1} can you bring {file0} on Saturday?',
            parameters: {
              'mention-user1': { type: 'user', id: 'sofia', name: 'Sofía Vasquez' },
              file0: { type: 'file', id: '48213', name: 'cooler-list.pdf', link: 'https://cloud.example.org/f/48213' },
            },
          }),
        },
      }),
      stored('11:00:00', {
        event: {
          sender: { sender_id: { user_id: 'rkumar' }, sender_type: 'user' },
          message: {
            message_id: 'om_x100b4a7c2e9d51f8a3b6c0d4e7f2a915',
            chat_id: 'oc_8a2d5f7c1e4b9a3d6f0c2e5b8d1a4f7c',
            chat_type: 'group',
            create_time: '1795255200000',
            message_type: 'text',
            content: JSON.stringify({ text: '@_user_1 the sandbox is back up, can you re-run the checklist?' }),
            mentions: [{ key: '@_user_1', id: { user_id: 'wltan' }, name: 'Wei Ling Tan' }],
          },
        },
      }),
    ]);
    expect(text).toContain('Sofía Vasquez can you bring cooler-list.pdf on Saturday?');
    expect(text).toContain('@Wei Ling Tan the sandbox is back up');
    expect(text).not.toMatch(/\{mention|\{file0\}|@_user_1|cloud\.example\.org/);
  });
});

describe('a station’s values in an object of imperial units', () => {
  it('reads each in the unit its measure has there, wherever the person is', () => {
    const text = entryOf([
      stored('10:00:00', {
        observations: [
          {
            stationID: 'KHIKANEO27',
            obsTimeUtc: '2026-11-21T10:00:00Z',
            neighborhood: 'Kaneohe Bay Dr',
            humidity: 83,
            imperial: { windGust: 31.1, pressure: 30.04, elev: 59, precipRate: 0.11 },
          },
        ],
      }),
    ]);
    expect(text).toContain('elevation 59 ft');
    expect(text).toContain('wind gust 31.1 mph');
    expect(text).toContain('pressure 30.04 inHg');
    expect(text).not.toMatch(/59 m|31\.1 m\/s|112 km\/h|hPa/);
  });
});

describe('a probe’s temperatures by their role', () => {
  it('names each by its role, in Celsius up to boiling for what a probe reads, a bare degree beyond', () => {
    const text = entryOf(
      [
        stored('07:00:00', {
          devices: [
            {
              id: '9f3e1c7b2a84d6e05c91b7a3f20d48e6',
              temperature: { internal: 58.6, ambient: 171.8 },
              cook: { name: 'Sunday lamb', state: 'Resting', temperature: { target: 57, peak: 58.6 } },
              updated_at: 1795244400,
            },
          ],
        }),
      ],
      'Thermometer',
      [],
      'Australia/Adelaide',
    );
    expect(text).toContain('target temperature 57 °C');
    expect(text).toContain('peak temperature 58.6 °C');
    expect(text).toContain('171.8°');
    expect(text).not.toMatch(/171\.8 °C|°F/);
  });
});

describe('a printer’s job', () => {
  it('is named by its file, however many codes its name holds, with how much of it was done', () => {
    const text = entryOf([
      stored('10:00:00', {
        job: {
          file: { name: 'prayer-wheel-base_PLA_0.2mm.gcode', origin: 'local', size: 6_284_913, date: 1_795_244_400 },
          user: 'prakash',
        },
        progress: { completion: 21.4, printTime: 1_914, printTimeLeft: 3_700 },
        state: 'Cancelling',
      }),
    ]);
    expect(text).toContain('prayer-wheel-base_PLA_0.2mm.gcode');
    expect(text).toContain('completion 21.4%');
  });
});
