import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in the tenth round of first contact (issue 34), each on shapes of its own: a device's later deliveries
// about the same thing, told at their own times, and a machine's lifetime counters that are no measure of the day.

describe('a thing told again later in the day', () => {
  const mower = (at: string, extra: Record<string, unknown>) => ({
    id: 'mw-0042',
    type: 'MOWER',
    timestamp: `2026-11-21T${at}Z`,
    ...extra,
  });

  it('tells a state sent later about the same thing at the time it was sent, not at the thing’s first time', () => {
    const text = entryOf([
      { at: '06:31:00', payload: mower('06:30:00', { name: 'Robbie', state: 'OK' }) },
      { at: '13:41:00', payload: mower('13:40:00', { state: 'WARNING' }) },
    ]);
    expect(text).toContain('Robbie');
    expect(text).toMatch(/warning at 13:40/);
    expect(text).not.toMatch(/warning at 06:30/);
  });

  it('tells the state beside a record’s own time when the record is told as a line of its own', () => {
    const text = entryOf([
      {
        at: '09:01:00',
        payload: { id: 'T-9', type: 'ticket', title: 'Fix the gate latch', created_at: '2026-11-21T09:00:00Z' },
      },
      { at: '15:21:00', payload: { id: 'T-9', type: 'ticket', status: 'Done', updated_at: '2026-11-21T15:20:00Z' } },
    ]);
    expect(text).toContain('Fix the gate latch');
    expect(text).toMatch(/[Dd]one at 15:20/);
  });
});

describe('runs that end', () => {
  const run = (id: string, status: string, start: string, end: string, subject: string) => ({
    id,
    type: 'workflow-completed',
    workflow: { name: 'build-and-test', status, created_at: `2026-11-21T${start}Z`, stopped_at: `2026-11-21T${end}Z` },
    commit: { subject },
  });

  it('tells how each run ended, from when it was created to when it stopped, a success as much as a failure', () => {
    const text = entryOf([
      { at: '09:12:00', payload: run('r1', 'failed', '09:01:00', '09:11:00', 'Retry uploads on timeout') },
      { at: '11:48:00', payload: run('r2', 'success', '11:38:00', '11:47:00', 'Fix the flaky clock test') },
    ]);
    expect(text).toMatch(/09:01–09:11: .*failed/);
    expect(text).toMatch(/11:38–11:47: .*succeeded/);
    expect(text).not.toMatch(/went to/);
  });

  it('still tells no “success” of an API’s answer around the record', () => {
    const text = entryOf([
      { at: '10:00:00', payload: { status: 'success', data: { title: 'Morning pages', words: 750 } } },
    ]);
    expect(text).toContain('Morning pages');
    expect(text).not.toMatch(/success/i);
  });
});

describe('a scale named beside the temperature', () => {
  // (Told in Fahrenheit where people count in it, converted to Celsius elsewhere: 68.9 °F is 20.5 °C.)
  it.each([
    [{ scale: 'FAHRENHEIT' }, 'Europe/London', '20.5 °C'],
    [{ temperature_unit: 'F' }, 'Europe/London', '20.5 °C'],
    [{ units: 'imperial' }, 'Europe/London', '20.5 °C'],
    [{ scale: 'FAHRENHEIT' }, 'America/Chicago', '68.9 °F'],
    [{ scale: 'CELSIUS' }, 'Europe/London', '68.9 °C'],
  ])('reads the temperature in the scale %j says, in %s', (scale, zone, told) => {
    const text = entryOf(
      [
        {
          at: '16:00:00',
          payload: { deviceType: 'Meter', temperature: 68.9, humidity: 41, ...scale, onlineStatus: 'online' },
        },
      ],
      'Webhook',
      [],
      zone,
    );
    expect(text).toContain(told);
    expect(text).not.toMatch(/68\.9°(?! [CF])|online/);
  });
});

describe('lifetime counters of a machine', () => {
  it('does not tell a machine’s operating hours or uptime as the day’s', () => {
    const text = entryOf([
      {
        at: '10:00:00',
        payload: {
          device: { name: 'Garden pump' },
          operatingHours: 512,
          uptime_seconds: 86_400 * 40,
          flow_litres: 220,
          timestamp: '2026-11-21T10:00:00Z',
        },
      },
    ]);
    expect(text).toContain('Garden pump');
    expect(text).not.toMatch(/512|operating|uptime|960 h/);
  });
});

describe('a device that sends its attributes each with when it was set', () => {
  const device = (id: string, type: string, attributes: Record<string, unknown>) => ({ id, type, attributes });
  const at = (value: unknown, time: string) => ({ value, timestamp: `2026-11-21T${time}Z` });

  it('reads each attribute as its value, its activity as what it is doing, and keeps what it did before', () => {
    const text = entryOf([
      {
        at: '07:01:00',
        payload: device('valve-7', 'VALVE', {
          name: { value: 'Herb bed' },
          activity: at('SCHEDULED_WATERING', '07:00:00'),
          duration: at(1500, '07:00:00'),
        }),
      },
      {
        at: '07:26:00',
        payload: device('valve-7', 'VALVE', { name: { value: 'Herb bed' }, activity: at('CLOSED', '07:25:00') }),
      },
    ]);
    expect(text).toContain('Herb bed');
    expect(text).toMatch(/scheduled watering at 07:00, then closed at 07:25/);
    expect(text).toContain('25 min');
    expect(text).not.toMatch(/SCHEDULED_WATERING|timestamp|attributes|\bvalue\b/);
  });

  it('tells a thing’s states over the day in order when each delivery is a new version of it', () => {
    const text = entryOf([
      {
        at: '10:02:00',
        payload: device('m-3', 'MOWER', { name: { value: 'Moe' }, activity: at('MOWING', '10:00:00') }),
      },
      {
        at: '12:47:00',
        payload: device('m-3', 'MOWER', { name: { value: 'Moe' }, activity: at('PARKED', '12:45:00') }),
      },
    ]);
    expect(text).toMatch(/Moe .*mowing at 10:00.* parked at 12:45/);
  });

  it('keeps a unit sent inside the attribute and a state object that is an API’s answer', () => {
    const text = entryOf([
      {
        at: '09:00:00',
        payload: {
          id: 's-1',
          type: 'SENSOR',
          attributes: {
            name: { value: 'Cellar' },
            humidity: { value: 71, unit: '%', timestamp: '2026-11-21T08:58:00Z' },
          },
          status: { value: 'SUCCESS' },
        },
      },
    ]);
    expect(text).toContain('Cellar');
    expect(text).toContain('71%');
    expect(text).not.toMatch(/success/i);
  });
});

describe('events about one run, each with its own event id', () => {
  const event = (id: string, kind: string, at: string, run: string, message: string, repo: string) => ({
    id,
    type: kind,
    createdAt: Date.parse(`2026-11-21T${at}Z`),
    payload: {
      team: { id: 'team_9QmPz2LrXv4KcT7hBnW1sYeD' },
      deployment: { id: run, name: repo, meta: { commitMessage: message } },
    },
  });

  it('tells the run once, in the state its last event’s kind says, named by its project as written', () => {
    const text = entryOf([
      {
        at: '09:12:00',
        payload: event('evt_1', 'deployment.created', '09:12:00', 'dpl_A', 'Add the menu PDF', 'bakery-site'),
      },
      {
        at: '09:14:00',
        payload: event('evt_2', 'deployment.error', '09:14:00', 'dpl_A', 'Add the menu PDF', 'bakery-site'),
      },
      {
        at: '09:38:00',
        payload: event('evt_3', 'deployment.created', '09:38:00', 'dpl_B', 'Fix the font import', 'bakery-site'),
      },
      {
        at: '09:40:00',
        payload: event('evt_4', 'deployment.succeeded', '09:40:00', 'dpl_B', 'Fix the font import', 'bakery-site'),
      },
    ]);
    expect(text).toMatch(/09:14[^.]*“Add the menu PDF” \(bakery-site\), failed/);
    expect(text).toMatch(/09:40[^.]*“Fix the font import” \(bakery-site\), succeeded/);
    expect(text.match(/deployment “Add the menu PDF”/g)).toHaveLength(1);
    expect(text).not.toMatch(/evt_|dpl_|bakery site/);
  });
});

describe('a lock’s events named by their kind', () => {
  it('tells each state its kind says at its time, and a battery level sent as a fraction as a percentage', () => {
    const event = (kind: string, at: string, extra: Record<string, unknown> = {}) => ({
      at,
      payload: {
        event_id: `e-${at}`,
        event_type: kind,
        device_id: '8b811b5d-bb07-bce6-a02e-600380b7e7af',
        occurred_at: `2026-11-21T${at}Z`,
        ...extra,
      },
    });
    const text = entryOf([
      event('lock.unlocked', '10:15:00', { method: 'keycode' }),
      event('lock.locked', '10:52:00', { method: 'automatic' }),
      event('lock.unlocked', '14:05:00', { method: 'remote' }),
      event('device.low_battery', '16:10:00', { battery_level: 0.18, battery_voltage: 3.61 }),
    ]);
    expect(text).toMatch(/unlocked at 10:15, locked at 10:52 and unlocked at 14:05/);
    expect(text).toContain('18%');
    expect(text).not.toMatch(/3\.61%|0\.18|0\.2%/);
  });
});

describe('a site’s deploys sent as the deploy itself', () => {
  it('names each by the site’s slug, tells a record’s own state of error as a failure, and no empty state', () => {
    const deploy = (id: string, at: string, state: string, title: string) => ({
      at,
      payload: {
        id,
        site_id: 'deeb5611-0555-5e8d-96ae-06df89716373',
        state,
        name: 'chai-and-code',
        created_at: `2026-11-21T${at}Z`,
        title,
        plugin_state: 'none',
        groups: [{ name: 'trust_level_0', notification_level: 3 }],
      },
    });
    const text = entryOf([
      deploy('d-1', '08:45:00', 'error', 'Add the booking form'),
      deploy('d-2', '10:10:00', 'ready', 'Fix the date import'),
    ]);
    expect(text).toMatch(/Add the booking form \(chai-and-code\)[^.]*, failed/);
    expect(text).toMatch(/Fix the date import \(chai-and-code\)[^.]*, ready/);
    expect(text).not.toMatch(/none|trust_level|chai and code/);
  });
});

describe('the moment a record reached its state', () => {
  it('is its latest update when a later version put it there, not its creation', () => {
    const deploy = (state: string, updated: string) => ({
      at: updated,
      payload: {
        id: 'd-9',
        state,
        name: 'chai-and-code',
        title: 'Add the container queries post',
        created_at: '2026-11-21T10:02:00Z',
        updated_at: `2026-11-21T${updated}Z`,
      },
    });
    const text = entryOf([deploy('building', '10:02:10'), deploy('ready', '10:03:40')]);
    expect(text).toContain('Add the container queries post');
    expect(text).toMatch(/ready at 10:03/);
    expect(text).not.toMatch(/ready at 10:02/);
  });
});
