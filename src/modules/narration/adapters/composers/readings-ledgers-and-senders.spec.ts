import { entryOf } from '../../../../../test/support/composed-entry';

// Round 16's classes (issue 34), on shapes of their own: readings listed by their codes, an exchange's ledger keyed by
// entry ids with its asset codes, a listening log's tracks with the people who made them, and a group chat's
// messages named by their senders.

describe('an air monitor’s readings listed by their codes', () => {
  const reading = (at: string, temp: number, co2: number, pm25: number) => ({
    timestamp: `2026-11-21T${at}.000Z`,
    score: 88,
    sensors: [
      { comp: 'temp', value: temp },
      { comp: 'humid', value: 50.5 },
      { comp: 'co2', value: co2 },
      { comp: 'pm25', value: pm25 },
    ],
    indices: [
      { comp: 'temp', value: -1 },
      { comp: 'co2', value: 2 },
    ],
  });

  it('tells each code as its measure in °C where people count in it, with a line crossed and when', () => {
    const text = entryOf(
      [
        {
          at: '16:00:00',
          payload: {
            data: [
              reading('00:00:00', 16.4, 640, 3),
              reading('03:00:00', 21.2, 1180, 4),
              reading('06:15:00', 20.1, 700, 41),
              reading('09:00:00', 17.2, 560, 5),
            ],
          },
        },
      ],
      'Air',
      [],
      'Australia/Adelaide',
    );
    // Midnight UTC among readings every few hours is 10:30 in Adelaide, a reading's time, not a date.
    expect(text).toContain(
      'temperature 16.4–21.2 °C (lowest 16.4 °C at 10:30, highest 21.2 °C at 13:30, last 17.2 °C at 19:30)',
    );
    expect(text).toContain('lowest 560 ppm at 19:30');
    expect(text).toContain('a high of 1,180 ppm at 13:30');
    expect(text).toContain('a high of 41 µg/m³ at 16:45');
    expect(text).not.toMatch(/sensors|comp\b|indices|-1 °C|temperature -1/);
  });

  it('keeps a bare temperature’s degree sign where people count in Fahrenheit, unless only Fahrenheit fits it', () => {
    const text = entryOf(
      [
        { at: '16:00:00', payload: { timestamp: '2026-11-21T15:00:00Z', room: 'Den', temp: 21.5 } },
        { at: '17:00:00', payload: { timestamp: '2026-11-21T16:00:00Z', room: 'Porch', temp: 68.5 } },
      ],
      'Air',
      [],
      'America/Chicago',
    );
    expect(text).toContain('21.5°');
    expect(text).not.toContain('21.5 °C');
    expect(text).toContain('68.5 °F');
    expect(text).not.toContain('68.5 °C');
  });
});

describe('an exchange’s ledger', () => {
  const ledger = (entries: Record<string, object>) => ({
    error: [],
    result: { ledger: entries, count: Object.keys(entries).length },
  });

  it('reads entries keyed by their ids, one or several, in the currencies their asset codes name', () => {
    const text = entryOf([
      {
        at: '07:00:00',
        payload: ledger({
          'LQMTZK-3VOXH-6BRWPC': {
            amount: '500.0000',
            asset: 'ZEUR',
            balance: '612.4300',
            fee: '0.0000',
            time: Date.parse('2026-11-21T06:58:00Z') / 1000,
            type: 'deposit',
          },
        }),
      },
      {
        at: '09:00:00',
        payload: ledger({
          'L7RKDE-QB4XH-NV6J2M': {
            amount: '0.0026381000',
            asset: 'XXBT',
            balance: '0.0518381000',
            fee: '0.0000000000',
            time: Date.parse('2026-11-21T08:58:00Z') / 1000,
            type: 'trade',
          },
          'LHY2FA-6TZPQ-J3WVUK': {
            amount: '-250.0000',
            asset: 'ZEUR',
            balance: '361.4300',
            fee: '1.0000',
            time: Date.parse('2026-11-21T08:58:00Z') / 1000,
            type: 'trade',
          },
        }),
      },
    ]);
    expect(text).toContain('€500.00');
    expect(text).toContain('0.0026381 BTC');
    expect(text).toContain('-€250.00');
    expect(text).not.toMatch(/ZEUR|XXBT|LQMTZK|l7 rkde|€0\.00/);
  });
});

describe('a listening log', () => {
  it('heads each listen by its track, with its artist and release beside it, at the time it was heard', () => {
    const listen = (track: string, artist: string, release: string, heard: string) => ({
      listened_at: Date.parse(`2026-11-21T${heard}Z`) / 1000,
      inserted_at: Date.parse(`2026-11-21T${heard}Z`) / 1000 + 300,
      track_metadata: {
        artist_name: artist,
        release_name: release,
        track_name: track,
        additional_info: { duration_ms: 294_000, music_service_name: 'Spotify', submission_client: 'listenbrainz' },
      },
    });
    const page = {
      payload: {
        count: 2,
        latest_listen_ts: Date.parse('2026-11-21T08:00:00Z') / 1000,
        oldest_listen_ts: 1_419_520_512,
        listens: [
          listen('Sparkle', 'Tatsuro Yamashita', 'For You', '07:46:00'),
          listen('Plastic Love', 'Mariya Takeuchi', 'Variety', '07:41:00'),
        ],
        user_id: 'harumori',
      },
    };
    const text = entryOf([{ at: '09:00:00', payload: page }]);
    expect(text).toMatch(/Sparkle \(Tatsuro Yamashita, For You\), 07:46/);
    expect(text).toMatch(/Plastic Love \(Mariya Takeuchi, Variety\), 07:41/);
    expect(text).not.toMatch(/Spotify|additional info|07:51|Sparkle duration/);
  });
});

describe('a group chat’s messages', () => {
  it('names each message’s sender by the name beside its sender id, the person’s own words as theirs', () => {
    const message = (name: string, text: string, at: string) => ({
      created_at: Date.parse(`2026-11-21T${at}Z`) / 1000,
      group_id: '98765432',
      id: `1750${at.replace(/:/g, '')}`,
      name,
      sender_id: name === 'Kevin Marsh' ? '1' : '2',
      sender_type: name === 'Chat' ? 'system' : 'user',
      text,
    });
    const text = entryOf(
      [
        {
          at: '08:00:00',
          payload: message('Darnell Hughes', 'Running late, save me a spot in the lineup', '08:00:00'),
        },
        { at: '08:05:00', payload: message('Kevin Marsh', "I'll bring the cooler and the new bases", '08:05:00') },
        { at: '09:00:00', payload: message('Chat', 'Luis Ortega added Sam Patel to the group.', '09:00:00') },
      ],
      'Chat',
      ['Kevin Marsh'],
    );
    expect(text).toContain('Darnell Hughes: “Running late, save me a spot in the lineup”');
    expect(text).toMatch(/Chat: “I'll bring the cooler/);
    expect(text).not.toMatch(/Kevin Marsh:|Chat: Chat:/);
  });
});

describe('a hub’s device list and its devices’ events', () => {
  it('names each device’s events by the name its list gave its id, and leaves the list itself out', () => {
    const list = {
      statusCode: 100,
      body: {
        deviceList: [
          { deviceId: 'D83BDA1F6C2E', deviceName: 'Entrance Lock', deviceType: 'Smart Lock Pro' },
          { deviceId: '34B7DA6C0E58', deviceName: 'Kotatsu Plug', deviceType: 'Plug Mini (JP)' },
        ],
      },
    };
    const report = (mac: string, at: string, context: object) => ({
      at,
      payload: {
        eventType: 'changeReport',
        context: { deviceMac: mac, timeOfSample: Date.parse(`2026-11-21T${at}Z`), ...context },
      },
    });
    const text = entryOf([
      { at: '07:00:00', payload: list },
      report('D83BDA1F6C2E', '10:14:00', { deviceType: 'WoLock', lockState: 'UNLOCKED' }),
      report('D83BDA1F6C2E', '10:15:00', { deviceType: 'WoLock', lockState: 'LOCKED' }),
      report('34B7DA6C0E58', '19:20:00', { deviceType: 'WoPlugJP', powerState: 'ON' }),
    ]);
    expect(text).toMatch(/Entrance Lock unlocked at 10:14 and locked at 10:15/);
    expect(text).toMatch(/Kotatsu Plug[^.]*19:20/);
    expect(text).not.toMatch(/D83BDA1F6C2E|Smart Lock Pro|Webhook: Entrance Lock\./);
  });
});

describe('a geofence’s shape', () => {
  it('is coordinates, never words: the fence is named, its geometry is not', () => {
    const text = entryOf([
      {
        at: '09:06:00',
        payload: {
          type: 'geofenceEnter',
          eventTime: '2026-11-21T09:06:00Z',
          geofence: { id: 7, name: 'Hamilton Gardens', area: 'POLYGON ((-37.8041 175.3049, -37.8068 175.3083))' },
        },
      },
    ]);
    expect(text).toContain('Hamilton Gardens');
    expect(text).not.toMatch(/POLYGON|-37\.8041/);
  });
});
