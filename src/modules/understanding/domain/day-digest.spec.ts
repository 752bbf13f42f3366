import { artifact, digestOf } from '../../../../test/support/digest-day';
import { DIGEST_LIMITS } from './digest/day-digest-shape';

describe('DayDigestBuilder', () => {
  it('groups repeated events of one thing with their count, time range and quantity ranges', () => {
    const visit = (time: string, duration: number, weight: number) =>
      artifact(
        'Litter-Robot',
        {
          event: 'pet_visit',
          pet: { id: 'PET-1', name: 'Miso' },
          detected_at: `2026-11-21T${time}Z`,
          duration_s: duration,
          weight_kg: weight,
        },
        '23:00:00',
      );
    const digest = digestOf([visit('08:02:00', 71, 4.3), visit('12:10:00', 88, 4.4), visit('21:05:00', 94, 4.3)]);
    const [group] = digest.sources[0].groups;
    expect(group).toMatchObject({
      name: 'Miso',
      count: 3,
      first: 8 * 60 + 2,
      last: 21 * 60 + 5,
      kinds: [{ kind: 'Pet visit', count: 3 }],
    });
    // Each visit timed: a series, with when its extremes were read.
    expect(group.quantities).toEqual([
      {
        label: 'duration',
        dimension: 'duration',
        min: 71,
        max: 94,
        lowAt: 482,
        highAt: 1265,
        readings: 3,
        last: 94,
        lastAt: 1265,
      },
      {
        label: 'weight',
        dimension: 'weight',
        min: 4.3,
        max: 4.4,
        lowAt: 482,
        highAt: 730,
        readings: 3,
        last: 4.3,
        lastAt: 1265,
      },
    ]);
  });

  it('takes the time of day from the payload (the evening before counted back from midnight), else the receipt', () => {
    const digest = digestOf(
      [
        artifact('Strava', { name: 'Morning run', start_date: '2026-11-21T06:10:00Z', distance: 5000 }, '09:30:00'),
        artifact('Phone', { note: 'From yesterday evening', created_at: '2026-11-20T22:00:00Z' }, '09:31:00'),
        artifact('Bot', { text: 'Epoch seconds', date: Date.parse('2026-11-21T11:15:00Z') / 1000 }, '11:20:00'),
      ],
      'Europe/Berlin',
    );
    const minutes = Object.fromEntries(digest.sources.map((s) => [s.name, s.groups[0].first]));
    expect(minutes).toEqual({ Strava: 7 * 60 + 10, Phone: 23 * 60 - 24 * 60, Bot: 12 * 60 + 15 });
  });

  it('keeps texts and drops ids, URLs, blobs, flags and epoch numbers', () => {
    const digest = digestOf([
      artifact('Telegram', {
        delivery_id: 771203884,
        message: {
          message_id: 5123,
          from: { id: 84412093, is_bot: false, first_name: 'Ada' },
          date: 1763757600,
          text: 'Ramen with Aiko after work.',
        },
      }),
      artifact('Strava', {
        resource_state: 2,
        id: 16203355817,
        name: 'Frosty loop',
        map: { summary_polyline: '{sg_Ica|pAsClAeBxNyCsCw@ooBkAyB' },
        url: 'https://api.example/v3/x',
      }),
    ]);
    const text = JSON.stringify(digest);
    expect(text).toContain('Ramen with Aiko after work.');
    expect(text).toContain('Frosty loop');
    for (const noise of [
      '771203884',
      '5123',
      '84412093',
      'is bot',
      'resource',
      '16203355817',
      'sg_Ica',
      'api.example',
      '1763757600',
    ])
      expect(text).not.toContain(noise);
  });

  it('names the kind of an event from its own top-level fields, not from the parts it carries', () => {
    const digest = digestOf([
      artifact('GitHub', {
        action: 'opened',
        issue: { title: 'Spelling error in the README', user: { login: 'octocat', type: 'User' } },
      }),
    ]);
    expect(digest.sources[0].groups[0]).toMatchObject({
      name: null,
      kinds: [{ kind: 'Issue opened', count: 1 }],
      texts: [{ text: 'Spelling error in the README', role: 'title' }],
    });
  });

  it('counts every artifact and item but describes within its bounds', () => {
    const big = Array.from({ length: DIGEST_LIMITS.itemsPerArtifact + 100 }, (_, i) => ({ reading: i + 1 }));
    const digest = digestOf([
      artifact('Sensor', big),
      artifact('Sensor', [{}, {}]),
      ...Array.from({ length: 200 }, (_, i) => artifact(`Tool ${i}`, { note: `note number ${i}` })),
    ]);
    expect(digest.artifacts).toBe(202);
    expect(digest.items).toBe(DIGEST_LIMITS.itemsPerArtifact + 100 + 2 + 200);
    const sensor = digest.sources.find((s) => s.name === 'Sensor')!;
    expect(sensor.items).toBe(DIGEST_LIMITS.itemsPerArtifact + 102);
    expect(sensor.otherItems).toBe(100);
    expect(digest.sources).toHaveLength(DIGEST_LIMITS.sources);
    expect(digest.otherSourceNames).toHaveLength(202 - 2 - DIGEST_LIMITS.sources + 1);
  });

  it('samples items spread over the whole day, not its first ones', () => {
    const digest = digestOf(
      Array.from({ length: 1000 }, (_, i) =>
        artifact('Sensor', { reading: i, ts: Date.parse('2026-11-21T00:00:00Z') + i * 86_000 }),
      ),
    );
    expect(digest.samples.length).toBeLessThanOrEqual(DIGEST_LIMITS.samples);
    expect(digest.samples.length).toBeGreaterThan(DIGEST_LIMITS.samples / 4);
    expect(digest.samples[0].minute).toBeLessThan(60);
    expect(digest.samples[digest.samples.length - 1].minute).toBeGreaterThan(18 * 60);
  });

  it('never throws on odd JSON and bounds deep nesting', () => {
    let deep: unknown = { text: 'at the bottom of it all' };
    for (let i = 0; i < 600; i++) deep = { inner: deep };
    const digest = digestOf([
      artifact('Odd', [1, 'two', null, [[[]]], { '': '' }, { __proto__: { x: 1 } }]),
      artifact('Deep', deep),
      artifact('Empty', {}),
    ]);
    expect(digest.artifacts).toBe(3);
    expect(JSON.stringify(digest)).not.toContain('at the bottom');
  });
});
