import { entryOf } from '../../../../../test/support/composed-entry';

// Round 15's classes (issue 34), on shapes of their own: a goal's data point with its unit named beside the goal, a
// listening history's tracks with their artists, an air monitor's sensors named by their type codes, per device.

describe('a goal tracker’s data points', () => {
  const goal = (title: string, units: string, value: number, comment: string, at: string) => ({
    at,
    payload: {
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      title,
      gunits: units,
      runits: 'd',
      yaxis: `total ${units}`,
      limsum: '+2 due in 1 day',
      safebuf: 1,
      last_datapoint: { timestamp: Date.parse(`2026-11-21T${at}Z`) / 1000, value, comment, daystamp: '20261121' },
    },
  });

  it('tells each goal’s value in the goal’s unit, once, with the person’s comment and not the chart’s labels', () => {
    const text = entryOf([
      goal('Meditate daily', 'minutes', 25, 'sat by the window before work', '07:10:00'),
      goal('Pushups', 'pushups', 60, '', '18:00:00'),
      goal('Weight', 'kg', 81.4, '', '20:00:00'),
    ]);
    expect(text).toContain('25 min');
    expect(text).toContain('sat by the window before work');
    expect(text).toContain('60 pushups');
    expect(text).toContain('81.4 kg');
    expect(text).not.toMatch(/pushups 60|meditate daily 25|total minutes|due in 1 day|gunits/i);
  });

  it('keeps a signed amount of money that is no readout', () => {
    const text = entryOf([
      { at: '09:00:00', payload: { description: 'Corner cafe', amount: '-6.45', currency: 'USD', date: '2026-11-21' } },
    ]);
    expect(text).toContain('$6.45');
  });
});

describe('a music service’s listening history', () => {
  it('names each track with its artist, the track’s own one-word title above its album’s', () => {
    const track = (title: string, artist: string, album: string, at: string) => ({
      id: Math.round(Date.parse(`2026-11-21T${at}Z`) / 1000),
      title,
      title_short: title,
      duration: 190,
      rank: 870_000,
      timestamp: Date.parse(`2026-11-21T${at}Z`) / 1000,
      artist: { id: 4295, name: artist, link: 'https://example.com/artist/4295', type: 'artist' },
      album: { id: 7037, title: album, cover: 'https://example.com/album/7037/image', type: 'album' },
      type: 'track',
    });
    const page = {
      data: [
        track('Royals', 'Lorde', 'Pure Heroine', '13:25:00'),
        track('Digital Love', 'Daft Punk', 'Discovery', '13:30:00'),
      ],
      total: 2,
      next: 'https://example.com/user/me/history?index=25',
    };
    const text = entryOf([{ at: '14:00:00', payload: page }]);
    expect(text).toMatch(/13:25: Royals \(Lorde\)/);
    expect(text).toMatch(/Digital Love \(Daft Punk\)/);
    expect(text).not.toMatch(/870,000|rank/);
  });
});

describe('an air monitor’s sensors', () => {
  const sensors = (radon: number, temp: number, co2: number, pm25: number) => [
    { sensorType: 'radonShortTermAvg', value: radon, unit: 'bq' },
    { sensorType: 'temp', value: temp, unit: 'c' },
    { sensorType: 'humidity', value: 38, unit: 'pct' },
    { sensorType: 'co2', value: co2, unit: 'ppm' },
    { sensorType: 'pm25', value: pm25, unit: 'mgpc' },
  ];

  it('reads type codes and short units as measures, a page’s counts as paging, and each device apart', () => {
    const page = {
      results: [
        { serialNumber: '2960123456', sensors: sensors(142, 19.4, 1240, 4), recorded: '2026-11-21T06:55:12' },
        { serialNumber: '2930012345', sensors: sensors(38, 17.1, 610, 2), recorded: '2026-11-21T06:52:40' },
      ],
      hasNext: false,
      totalPages: 1,
    };
    const text = entryOf([{ at: '07:00:00', payload: page }]);
    expect(text).toContain('radon 142 Bq/m³');
    expect(text).toContain('temperature 19.4 °C');
    expect(text).toContain('CO₂ 1,240 ppm');
    expect(text).toContain('radon 38 Bq/m³');
    expect(text).not.toMatch(/radonShortTermAvg|sensorType|total pages|mgpc|19\.4 c\b|a record/);
  });
});
