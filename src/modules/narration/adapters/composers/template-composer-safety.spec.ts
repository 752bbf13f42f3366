import fc from 'fast-check';
import { elementCounts, renderedHtml, renderedText } from '../../../../../test/support/rendered';
import { analyzeMarkdown } from '../../../diary';
import { SPECIAL_PROPERTIES } from '../../../ingest';
import { extractEnrichment } from '../../../ingest/domain/enrichment/extract-enrichment';
import { DayDigestBuilder } from '../../../understanding/domain/day-digest';
import { composeWithTemplate } from './template-composer';

const MAX_WORDS = 600;

function compose(artifacts: Array<{ source: string; payload: unknown; receivedAt?: string }>, maxWords = MAX_WORDS) {
  const builder = new DayDigestBuilder('2026-11-21', 'Europe/Berlin', SPECIAL_PROPERTIES);
  artifacts.forEach((a, i) => {
    const receivedAt = new Date(a.receivedAt ?? Date.parse('2026-11-21T08:00:00Z') + i * 60_000);
    builder.add({
      sourceLabel: a.source,
      receivedAt,
      payload: a.payload,
      enrichment: extractEnrichment(a.payload).enrichment,
    });
  });
  const composition = composeWithTemplate(builder.build(), maxWords);
  return { ...analyzeMarkdown(composition.content), ...composition };
}

/** Links and images of the entry: only the day's public media and our own map links. */
function foreignLinks(markdown: string): string[] {
  const html = renderedHtml(markdown);
  const targets = [...html.matchAll(/<(?:a|img)\b[^>]*?(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
  return targets.filter(
    (url) => !url.startsWith('https://www.openstreetmap.org/') && !url.startsWith('https://cdn.example/'),
  );
}

describe('built-in composer', () => {
  it('lets no payload text become markup: headings, lists, links, images, HTML, autolinks', () => {
    const hostile = [
      '\n\n# Heading',
      '<script>alert(1)</script>',
      '<iframe src="https://evil.example"></iframe>',
      '[click](https://evil.example)',
      '![x](http://127.0.0.1/a.png)',
      'see https://evil.example/x and www.evil.example or ada@example.com',
      '**bold** _em_ `code` ~~gone~~ | a | b |',
      '- item\n1. item\n> quote',
    ];
    const entry = compose([
      {
        source: 'Evil\n# Injected',
        payload: {
          title: hostile.join(' '),
          note: hostile[0],
          text: hostile[1],
          images: ['http://127.0.0.1/a.png', 'https://user:pw@cdn.example/b.png'],
          highlights: [{ kind: 'x', title: '\n\n# Heading' }],
        },
      },
    ]);
    const counts = elementCounts(entry.content);
    expect(counts.h1).toBe(1);
    for (const tag of [
      'script',
      'iframe',
      'img',
      'a',
      'strong',
      'em',
      'code',
      'del',
      'table',
      'blockquote',
      'ol',
      'h3',
    ])
      expect({ tag, count: counts[tag] ?? 0 }).toEqual({ tag, count: tag === 'strong' ? counts.strong : 0 });
    expect(foreignLinks(entry.content)).toEqual([]);
    expect(renderedText(entry.content)).toContain('Sources: Evil # Injected.');
  });

  it('never throws and stays within bounds on any JSON, and no payload string adds an element', () => {
    const text = fc.stringMatching(/^[a-z #*_[\]()<>!`~|&:@./\\\n-]{0,40}$/);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            source: fc.constantFrom('A', 'B'),
            payload: fc.oneof(
              fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })),
              fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
            ),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.array(text, { minLength: 1, maxLength: 4 }),
        (artifacts, texts) => {
          const withTexts = [
            ...artifacts,
            { source: 'C', payload: { note: texts.join(' '), title: texts[0], message: texts.join('\n') } },
          ];
          const entry = compose(withTexts, 300);
          const counts = elementCounts(entry.content);
          expect(counts.h1).toBe(1);
          for (const tag of [
            'script',
            'iframe',
            'img',
            'a',
            'em',
            'code',
            'del',
            'table',
            'blockquote',
            'ol',
            'h3',
            'h4',
            'hr',
            'pre',
          ])
            expect(counts[tag] ?? 0).toBe(0);
          expect(entry.wordCount).toBeLessThanOrEqual(300);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('tells the rest of the day when writing one event fails, and says one was left out', () => {
    const builder = new DayDigestBuilder('2026-11-21', 'Europe/Berlin', SPECIAL_PROPERTIES);
    const add = (source: string, payload: unknown) =>
      builder.add({
        sourceLabel: source,
        receivedAt: new Date('2026-11-21T20:00:00Z'),
        payload,
        enrichment: { media: [], locations: [], highlights: [] },
      });
    const activity = (id: number, name: string, type: string, start: string) => ({
      id,
      resource_state: 2,
      name,
      type,
      sport_type: type,
      distance: 10_300,
      moving_time: 3_120,
      elapsed_time: 3_300,
      start_date: start,
      start_date_local: start.replace('Z', ''),
      timezone: '(GMT+01:00) Europe/Berlin',
    });
    add('Strava', activity(1, 'Canal loop', 'Run', '2026-11-21T07:10:00Z'));
    add('Strava', activity(2, 'Hill repeats', 'Ride', '2026-11-21T14:00:00Z'));
    add('Phone', { note: 'Lunch with Priya by the river' });
    const digest = builder.build();
    expect(digest.story.workouts.map((workout) => workout.name)).toEqual(['Canal loop', 'Hill repeats']);
    const ride = digest.story.workouts[1];
    // A value nobody foresaw, as the writer meets it.
    Object.defineProperty(ride, 'distanceM', {
      get() {
        throw new RangeError('Invalid time value');
      },
    });
    const entry = renderedText(composeWithTemplate(digest, MAX_WORDS).content);
    expect(entry).toContain('Canal loop');
    expect(entry).toContain('Lunch with Priya by the river');
    expect(entry).not.toContain('Hill repeats');
    expect(entry).toContain('1 event was left out: its time or a value in it could not be read.');
  });

  it('writes the day plainly when even that fails, rather than no entry', () => {
    const builder = new DayDigestBuilder('2026-11-21', 'Europe/Berlin', SPECIAL_PROPERTIES);
    builder.add({
      sourceLabel: 'Phone',
      receivedAt: new Date('2026-11-21T08:00:00Z'),
      payload: { note: 'A quiet day' },
      enrichment: { media: [], locations: [], highlights: [] },
    });
    const digest = builder.build();
    Object.defineProperty(digest, 'story', {
      get() {
        throw new Error('broken');
      },
    });
    const composition = composeWithTemplate(digest, MAX_WORDS);
    expect(renderedText(composition.content)).toBe(
      'Saturday 21 November Saturday 21 November: 1 item from 1 source. Sources: Phone.',
    );
  });
});
