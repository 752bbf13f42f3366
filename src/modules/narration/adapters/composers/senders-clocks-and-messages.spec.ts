import { asStored } from '../../../../../test/fixtures/corpus/write-day';
import { entryOf } from '../../../../../test/support/composed-entry';

// Round 26's classes (issue 34), on shapes of their own: a sender that writes UTC without saying so, an e-signature
// service's requests, a shop's order with how it was paid and where it went, a text message and a voicemail pushed as
// they happen.

const stored = (at: string, payload: unknown) => ({ at, payload: asStored(payload) });

describe('a sender that writes its times in UTC without saying so', () => {
  const achievement = (date: string, title: string) => ({
    Date: date,
    Title: title,
    GameTitle: 'Super Metroid',
    Points: 10,
  });

  it('is read in UTC when its newest time is the moment it sent, in UTC only', () => {
    const text = entryOf(
      [
        stored('23:00:27', [
          achievement('2026-11-21 22:47:03', 'Need for Speed'),
          achievement('2026-11-21 22:11:40', 'Kraid Slayer'),
        ]),
      ],
      'Games',
      [],
      'America/St_Johns',
    );
    // St. John's is UTC-3:30 in November.
    expect(text).toContain('19:17');
    expect(text).toContain('18:41');
    expect(text).not.toMatch(/22:47|22:11/);
  });

  it('keeps times that are the person’s own, and those of a sender that names its zone', () => {
    const own = entryOf(
      [stored('23:00:27', [achievement('2026-11-21 19:30:00', 'Need for Speed')])],
      'Games',
      [],
      'America/St_Johns',
    );
    expect(own).toContain('19:30');
    const zoned = entryOf(
      [
        stored('11:10:00', {
          id: 'r1',
          start_time: '2026-11-21T11:02:14',
          start_time_utc_offset: 120,
          distance: 14210,
          sport: 'SKIING',
        }),
      ],
      'Rides',
      [],
      'Europe/Helsinki',
    );
    expect(zoned).toContain('11:02');
  });
});

describe('an e-signature service’s requests', () => {
  it('are documents, no webhook’s signature: their titles and messages are told', () => {
    const text = entryOf([
      stored('12:10:04', {
        event: { event_type: 'signature_request_sent', event_time: String(Date.parse('2026-11-21T12:10:02Z') / 1000) },
        signature_request: {
          signature_request_id: '5c0e2a9d7f41b38e',
          title: 'Renovation Contract – 14 Gower Street',
          message: 'Here is the contract we walked through on Tuesday.',
          is_complete: false,
        },
      }),
    ]);
    expect(text).toContain('Renovation Contract – 14 Gower Street');
    expect(text).toContain('walked through on Tuesday');
  });
});

describe('a shop’s order', () => {
  it('is named by its customer and its lines, never by how it was paid or a line of its address', () => {
    const text = entryOf([
      stored('09:18:30', {
        id: 1057,
        status: 'processing',
        currency: 'AUD',
        date_created_gmt: '2026-11-21T09:18:22',
        total: '185.95',
        billing: { first_name: 'Sophie', last_name: 'Tran', address_1: '14 Rathdowne Street', city: 'Carlton' },
        shipping: { line1: '22 Aro Street', city: 'Wellington' },
        payment_method_title: 'Credit / Debit Card',
        line_items: [{ name: 'Speckled Stoneware Mug', quantity: 2, total: '69.09' }],
        customer_note: 'It is a housewarming present',
      }),
    ]);
    expect(text).toContain('Sophie Tran');
    expect(text).toContain('Speckled Stoneware Mug');
    expect(text).toContain('A$185.95');
    expect(text).not.toMatch(/Credit \/ Debit Card|14 Rathdowne Street|22 Aro Street/);
  });
});

describe('a text message and a voicemail', () => {
  it('happened when they arrived, the voicemail’s few lines told as its caller’s words', () => {
    const text = entryOf(
      [
        stored('19:40:16', {
          SmsStatus: 'received',
          Body: 'Could we book 3 nights from 6 March?',
          From: '+64215550198',
        }),
        stored('23:14:22', {
          TranscriptionStatus: 'completed',
          TranscriptionText: 'Hi Tania, it is Gail at the shipping office. Your freezer is on the boat.',
          CallSid: 'CAe19f3b7a0c52d846a1f7b2e09c3d5a61',
        }),
      ],
      'Lodge phone',
    );
    expect(text).toContain('19:40: received. “Could we book 3 nights from 6 March?”');
    expect(text).toContain('Gail at the shipping office');
  });
});

describe('a thermostat and its sensors', () => {
  const thermostat = (heat: number) => ({
    name: 'Living Room',
    deviceClass: 'Thermostat',
    units: 'Fahrenheit',
    indoorTemperature: 66,
    minHeatSetpoint: 40,
    maxHeatSetpoint: 90,
    changeableValues: { mode: 'Heat', heatSetpoint: heat, coolSetpoint: 78 },
    settings: { hardwareSettings: { brightness: 3, maxBrightness: 5 }, homeSetPoints: { homeHeatSP: 68 } },
  });

  it('tells what it was set to, not its bounds or how its screen is set, and a sensor of no scale in its source’s', () => {
    const text = entryOf(
      [
        stored('15:45:00', thermostat(60)),
        stored('19:20:00', {
          name: 'Crawlspace',
          deviceClass: 'LeakDetector',
          currentSensorReadings: { temperature: 36 },
        }),
        stored('22:05:00', thermostat(72)),
      ],
      'Home',
      [],
      'America/Anchorage',
    );
    expect(text).toMatch(/heat setpoint 60 °F at 06:45 and 72 °F at 13:05/);
    expect(text).toContain('temperature 36 °F');
    expect(text).not.toMatch(/40 °F|90 °F|brightness|3%|home heat/);
  });
});

describe('a source that counts amounts in cents and names its scale Fahrenheit', () => {
  it('reads both: its whole amounts as cents, its temperatures of no scale in Fahrenheit', () => {
    const bill = (at: string, amount: number, description: string) =>
      stored(at, { created: `2026-11-21T${at}Z`, amount, currency: 'USD', description });
    const text = entryOf(
      [
        bill('09:00:00', 675, 'Furnace filter'),
        bill('10:00:00', 1842, 'Thermostat batteries'),
        bill('11:00:00', 8999, 'Leak sensor'),
        stored('12:00:00', { name: 'Living Room', units: 'Fahrenheit', indoorTemperature: 66 }),
        stored('13:00:00', { name: 'Crawlspace', currentSensorReadings: { temperature: 36 } }),
      ],
      'Home',
      [],
      'America/Anchorage',
    );
    expect(text).toContain('$6.75');
    expect(text).toContain('$89.99');
    expect(text).toContain('temperature 36 °F');
  });
});

describe('a machine’s status report', () => {
  it('tells no fan’s speed as a journey’s, no code or vendor’s short name as a measure, no radio’s signal and no weight of no unit heavier than anyone', () => {
    const text = entryOf([
      stored('09:05:00', {
        print: {
          subtask_name: 'Voronoi Planter',
          gcode_start_time: String(Date.parse('2026-11-21T09:01:00Z') / 1000),
          cooling_fan_speed: '15',
          mc_percent: 27,
          wifi_signal: '-54dBm',
          bed_temper: 35,
          tray: [{ tray_type: 'PLA', tray_weight: '1000', bed_temp_type: '1' }],
        },
      }),
    ]);
    expect(text).toContain('Voronoi Planter');
    expect(text).not.toMatch(/km\/h|\bmc\b|dBm|wifi|1,000 kg|temp type|type 1/);
  });
});
