import { entryOf } from '../../../../../test/support/composed-entry';

// Round 19's classes (issue 34), on shapes of their own: a chat's events under `webhook_event` with their kind in
// `webhook_event_type`, bodies in bracket markup, an edit by the same message id; a device's JSON-RPC notifications
// (`{method, params}`) with a switch's output turned on and off.

describe('a chat’s webhook events', () => {
  const event = (at: string, type: string, id: string, body: string) => ({
    at,
    payload: {
      webhook_setting_id: '3394',
      webhook_event_type: type,
      webhook_event_time: Date.parse(`2026-11-21T${at}Z`) / 1000,
      webhook_event: {
        message_id: id,
        room_id: 219007716,
        account_id: 5190023,
        body,
        send_time: Date.parse(`2026-11-21T${at}Z`) / 1000,
      },
    },
  });

  it('reads what the webhook carries, without its bracket markup, and an edited message once as it ends', () => {
    const text = entryOf(
      [
        event(
          '09:12:00',
          'message_created',
          'm1',
          '[info][title]Lunch order[/title]Bento from Hokkaido Deli at 12:00, ¥1,200 each[/info]',
        ),
        event(
          '11:40:00',
          'message_created',
          'm2',
          '[rp aid=3011842 to=219007716-1998]Aiko Tanaka さん\nReview done, client picked v4.',
        ),
        event(
          '11:52:00',
          'message_updated',
          'm2',
          '[rp aid=3011842 to=219007716-1998]Aiko Tanaka さん\nReview done, client picked v4 and wants the tagline in katakana.',
        ),
      ],
      'Chat',
      [],
      'Asia/Tokyo',
    );
    expect(text).toContain('Lunch order: Bento from Hokkaido Deli at 12:00, ¥1,200 each');
    expect(text).toContain('Aiko Tanaka さん Review done, client picked v4 and wants the tagline in katakana.');
    expect(text).not.toMatch(/\[info\]|\[\/title\]|\[rp |aid=|picked v4\.”/);
  });
});

describe('a device’s notifications', () => {
  const notify = (at: string, params: Record<string, unknown>) => ({
    at,
    payload: {
      src: 'shellyplusplugs-e86beae1a2b4',
      dst: 'diary_ws',
      method: 'NotifyStatus',
      params: { ts: Date.parse(`2026-11-21T${at}Z`) / 1000 + 0.37, ...params },
    },
  });

  it('reads the params of a JSON-RPC notification, a switch turned on and off with how long it was on', () => {
    const text = entryOf(
      [
        notify('06:30:00', { 'switch:0': { id: 0, output: true, source: 'loopback' } }),
        notify('07:02:00', { 'humidity:0': { id: 0, rh: 71 }, 'temperature:0': { id: 0, tC: 15.8, tF: 60.4 } }),
        notify('08:15:00', { 'switch:0': { id: 0, output: false, source: 'button' } }),
      ],
      'Plug',
    );
    expect(text).toContain('temperature 15.8 °C');
    expect(text).toContain('humidity 71%');
    expect(text).toMatch(/on at 06:30/);
    expect(text).toMatch(/off at 08:15/);
    expect(text).not.toMatch(/params|NotifyStatus|loopback/);
  });
});

describe('a thing’s variables sent whole on every change', () => {
  const snapshot = (at: string, temperature: number, message: string, messageSetAt: string) => ({
    at,
    payload: {
      event_id: `e-${at}`,
      thing_id: '9531985d-5d9d-49f8-9818-e811892f902b',
      values: [
        { id: 'v1', name: 'airTemperature', value: temperature, persist: true, updated_at: `2026-11-21T${at}Z` },
        { id: 'v2', name: 'humidity', value: 60, persist: true, updated_at: `2026-11-21T${at}Z` },
        { id: 'v3', name: 'statusMessage', value: message, persist: true, updated_at: messageSetAt },
      ],
    },
  });

  it('reads the list as the thing’s fields, leaving out a variable last set the day before', () => {
    const text = entryOf([
      snapshot('07:05:00', 14.2, 'Tank refilled, 200 L', '2026-11-20T17:00:00Z'),
      snapshot('12:40:00', 33.6, 'Opened both vents, shade net on', '2026-11-21T12:40:00Z'),
    ]);
    expect(text).toContain('14.2 °C');
    expect(text).toContain('33.6 °C');
    expect(text).toContain('Opened both vents, shade net on');
    expect(text).not.toContain('Tank refilled');
  });
});

describe('an alert’s filled-in template', () => {
  it('tells the alert and its summary, never the template of labels and values a machine filled in', () => {
    const text = entryOf([
      {
        at: '08:31:00',
        payload: {
          status: 'firing',
          title: '[FIRING:1] CPU temperature high Homelab (kalo:9100)',
          message:
            '**Firing**\n\nValue: B=84.5, C=1\nLabels:\n - alertname = CPU temperature high\n - grafana_folder = Homelab\n - instance = kalo:9100\n - severity = warning\n',
          alerts: [
            {
              status: 'firing',
              labels: { alertname: 'CPU temperature high' },
              annotations: { summary: 'kalo CPU at 84.5°C, check the fan' },
              startsAt: '2026-11-21T08:31:00Z',
              valueString:
                "[ var='B' labels={instance=kalo:9100} value=84.5 ], [ var='C' labels={instance=kalo:9100} value=1 ]",
            },
          ],
        },
      },
    ]);
    expect(text).toContain('kalo CPU at 84.5°C, check the fan');
    expect(text).not.toMatch(/grafana_folder|alertname =|var='B'/);
  });
});

describe('a CRM’s events from its server', () => {
  it('never takes the server’s host name for who acted, while a handle with a dot stays a person', () => {
    const event = (at: string, host: string, title: string) => ({
      at,
      payload: {
        meta: { action: 'create', entity: 'deal', host, timestamp: `2026-11-21T${at}.922Z`, user_id: '13572468' },
        data: { id: at, title, value: 48.5, currency: 'CAD', status: 'open' },
      },
    });
    const text = entryOf([event('11:10:03', 'harbourviewmarine.pipedrive.com', 'Fogo Island Co-op nets')], 'CRM');
    expect(text).toContain('Fogo Island Co-op nets');
    expect(text).not.toContain('pipedrive.com');
    const handle = entryOf([
      { at: '09:00:00', payload: { text: 'Shipped the fix', user_name: 'john.doe', ts: '2026-11-21T09:00:00Z' } },
    ]);
    expect(handle).toContain('john.doe');
  });
});
