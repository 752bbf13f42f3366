import { SPECIAL_PROPERTIES } from '../../../ingest';
import { DayDigestBuilder } from '../../../understanding/domain/day-digest';
import type { DayDigest } from '../../../understanding/domain/digest/day-digest-shape';
import { contextOf } from './language-model-context';

function digestOf(artifacts: Array<{ source: string; payload: unknown; minute: number }>): DayDigest {
  const builder = new DayDigestBuilder('2026-11-21', 'UTC', SPECIAL_PROPERTIES);
  for (const a of artifacts) {
    builder.add({
      sourceLabel: a.source,
      receivedAt: new Date(Date.parse('2026-11-21T00:00:00Z') + a.minute * 60_000),
      payload: a.payload,
      enrichment: { media: [], locations: [], highlights: [] },
    });
  }
  return builder.build();
}

describe('the model context', () => {
  const busy = digestOf(
    Array.from({ length: 2000 }, (_, i) => ({
      source: i % 100 === 0 ? 'Phone' : 'GitHub',
      minute: Math.floor((i * 1440) / 2000),
      payload:
        i % 100 === 0
          ? { note: `my own note number ${i}` }
          : { action: ['opened', 'closed', 'edited'][i % 3], [`thing_${i % 47}`]: { title: `Thing ${i % 47} title` } },
    })),
  );

  it('names every source with its counts and kinds, and keeps the person’s texts verbatim', () => {
    const context = contextOf({ digest: busy, previous: null }, 100_000, 600);
    expect(context.length).toBeLessThanOrEqual(100_000);
    expect(context).toContain('- GitHub: 1980 items; unknown kinds:');
    expect(context).toContain('- Phone: 20 items');
    for (let k = 0; k < 47; k++) expect(context).toContain(`Thing ${k} opened`);
    for (let i = 0; i < 2000; i += 100) expect(context).toContain(`my own note number ${i}`);
    expect(context).toContain('Write at most 600 words.');
  });

  it('samples the whole day and stays within a small budget', () => {
    const context = contextOf({ digest: busy, previous: { title: 'x', content: 'y'.repeat(50_000) } }, 6_000, 600);
    expect(context.length).toBeLessThanOrEqual(6_000);
    expect(context).toContain('- GitHub: 1980 items');
    const sampled = context
      .slice(context.indexOf('Records no interpreter knows'))
      .match(/^- (\d\d):\d\d/gm)!
      .map((line) => Number(line.slice(2, 4)));
    expect(Math.min(...sampled)).toBeLessThan(3);
    expect(Math.max(...sampled)).toBeGreaterThan(20);
  });
});
