import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in round 41 of first contact (issue 34), each on shapes of its own: a device cloud's data points with
// their times, named by a device list; a payment's `value`; readings with WMO unit codes; a person's own part among a
// compound document's resources; a condition's operator; warnings keyed by their codes.

describe('a device cloud’s data points', () => {
  const list = {
    result: [
      {
        id: 'ab12cd34ef56gh78ij90kl',
        name: 'Desk Lamp Plug',
        online: true,
        status: [{ code: 'switch_1', value: false }],
      },
      { id: 'zz98yy76xx54ww32vv10uu', name: 'Hallway Sensor', online: true, status: [] },
    ],
  };
  const report = (devId: string, status: Array<Record<string, unknown>>) => ({ dataId: 'AAXI001', devId, status });

  it('names each report by the device list, tells a numbered switch on and off at the points’ own times', () => {
    const text = entryOf([
      { at: '06:00:00', payload: list },
      {
        at: '07:10:00',
        payload: report('ab12cd34ef56gh78ij90kl', [
          { '1': 'true', code: 'switch_1', value: true, t: Date.parse('2026-11-21T07:05:00Z') },
        ]),
      },
      {
        at: '07:30:00',
        payload: report('ab12cd34ef56gh78ij90kl', [
          { '1': 'false', code: 'switch_1', value: false, t: Date.parse('2026-11-21T07:21:00Z') },
        ]),
      },
    ]);
    expect(text).toContain('Desk Lamp Plug switched on at 07:05');
    expect(text).toContain('switched off at 07:21');
    expect(text).not.toMatch(/switch_1|dataId|ab12cd34/);
  });

  it('reads an ambient temperature in whole tenths as tenths, and no power where the voltage is scaled too', () => {
    const text = entryOf([
      {
        at: '14:00:00',
        payload: report('zz98yy76xx54ww32vv10uu', [
          { '1': '236', code: 'va_temperature', value: 236, t: Date.parse('2026-11-21T13:58:00Z') },
          { '2': '58', code: 'va_humidity', value: 58, t: Date.parse('2026-11-21T13:58:00Z') },
        ]),
      },
      {
        at: '15:00:00',
        payload: report('ab12cd34ef56gh78ij90kl', [
          { '19': '412', code: 'cur_power', value: 412, t: Date.parse('2026-11-21T14:58:00Z') },
          { '20': '2311', code: 'cur_voltage', value: 2311, t: Date.parse('2026-11-21T14:58:00Z') },
        ]),
      },
    ]);
    expect(text).toContain('23.6 °C');
    expect(text).toContain('58%');
    expect(text).not.toMatch(/236|412 W|2,311/);
  });

  it('keeps a printer nozzle’s temperature as sent: its name says it is hotter than a room', () => {
    const text = entryOf([
      { at: '10:00:00', payload: { printer: 'Voron', nozzle_temperature: 215, bed_temperature: 60 } },
    ]);
    expect(text).not.toContain('21.5 °C');
  });
});

describe('a payment’s value', () => {
  it('reads a payment’s `value` and its net value as amounts, whole ones whole beside the net’s cents', () => {
    const payment = (id: string, value: number, net: number, status: string) => ({
      id: `evt_${id}`,
      event: 'PAYMENT_RECEIVED',
      dateCreated: '2026-11-21 10:02:40',
      payment: { object: 'payment', id, value, netValue: net, description: `Order ${id}`, status },
    });
    const text = entryOf(
      [
        { at: '10:03:00', payload: payment('pay_a', 1200, 1198.01, 'RECEIVED') },
        { at: '12:00:00', payload: payment('pay_b', 350, 349.01, 'RECEIVED') },
      ],
      'Billing',
      [],
      'America/Sao_Paulo',
    );
    expect(text).toContain('R$1,200.00');
    expect(text).toContain('R$350.00');
    expect(text).not.toMatch(/as sent|R\$12\.00/);
  });

  it('leaves a `value` of no money record alone', () => {
    const text = entryOf(
      [{ at: '10:00:00', payload: { sensor: 'Porch', value: 1200 } }],
      'Things',
      [],
      'America/Sao_Paulo',
    );
    expect(text).not.toContain('R$');
  });
});

describe('readings with unit codes', () => {
  it('reads WMO unit codes, leaves readings not taken out and a GeoJSON feature’s type as no kind', () => {
    const reading = (unitCode: string, value: number | null) => ({ unitCode, value, qualityControl: 'V' });
    const text = entryOf(
      [
        {
          at: '15:00:00',
          payload: {
            type: 'Feature',
            properties: {
              stationName: 'Hilltop Field',
              timestamp: '2026-11-21T14:53:00+00:00',
              temperature: reading('wmoUnit:degC', 3.4),
              windSpeed: reading('wmoUnit:km_h-1', 22.3),
              windGust: reading('wmoUnit:km_h-1', null),
              windDirection: reading('wmoUnit:degree_(angle)', 250),
            },
          },
        },
      ],
      'Weather',
      [],
      'America/Denver',
    );
    expect(text).toContain('3.4 °C');
    expect(text).toContain('22.3 km/h');
    expect(text).not.toMatch(/wmoUnit|degC|feature|250/i);
  });
});

describe('the person’s part among a document’s resources', () => {
  it('tells the person’s own participant of a match, and nobody else’s', () => {
    const participant = (id: string, name: string, kills: number, walk: number) => ({
      type: 'participant',
      id,
      attributes: { stats: { name, kills, walkDistance: walk, timeSurvived: 1500 } },
    });
    const text = entryOf(
      [
        {
          at: '21:00:00',
          payload: {
            data: {
              type: 'match',
              id: 'm1',
              attributes: { createdAt: '2026-11-21T20:10:00Z', duration: 1700, mapName: 'Erangel' },
              relationships: { rosters: { data: [{ type: 'roster', id: 'r1' }] } },
            },
            included: [participant('p1', 'ada_plays', 4, 2843.6), participant('p2', 'someone_else', 9, 999.9)],
          },
        },
      ],
      'Games',
      ['ada_plays'],
    );
    expect(text).toContain('2.8 km');
    expect(text).toContain('4 kills');
    expect(text).not.toMatch(/9 kills|999|someone_else/);
  });
});

describe('operators, codes and later versions', () => {
  it('never takes a condition’s operator in capitals for who acted', () => {
    const text = entryOf([
      {
        at: '11:00:00',
        payload: {
          analysedAt: '2026-11-21T11:00:00+0000',
          project: { name: 'Ledger' },
          qualityGate: { name: 'Default gate', status: 'ERROR' },
          operator: 'GREATER_THAN',
        },
      },
    ]);
    expect(text).not.toContain('GREATER');
  });

  it('tells records keyed by their own codes apart, and a later version’s state at its update time', () => {
    const warnings = (action: string, updated: string) => ({
      WFROST: {
        name: 'Frost Warning',
        code: 'WFROST',
        actionCode: 'ISSUE',
        issueTime: '2026-11-21T06:10:00+00:00',
        updateTime: '2026-11-21T06:10:00+00:00',
      },
      WWIND: {
        name: 'Gale Warning',
        code: 'WWIND',
        actionCode: action,
        issueTime: '2026-11-21T09:00:00+00:00',
        updateTime: updated,
      },
    });
    const text = entryOf([
      { at: '09:05:00', payload: warnings('ISSUE', '2026-11-21T09:00:00+00:00') },
      { at: '16:05:00', payload: warnings('CANCEL', '2026-11-21T16:00:00+00:00') },
    ]);
    expect(text).toContain('Frost Warning');
    expect(text).toContain('Gale Warning');
    expect(text).not.toMatch(/Frost Warning \(Gale Warning\)|WFROST|WWIND/);
  });
});
