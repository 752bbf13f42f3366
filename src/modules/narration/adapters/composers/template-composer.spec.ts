import { renderedText } from '../../../../../test/support/rendered';
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

describe('built-in composer', () => {
  it('writes a title from the main event, an opening that tells the day, the day by theme in prose, and every source', () => {
    const entry = compose([
      { source: 'Phone', payload: { note: 'Ramen with Aiko after work.' } },
      {
        source: 'Strava',
        payload: {
          name: 'Frosty loop',
          sport_type: 'Run',
          distance: 5234.6,
          moving_time: 1705,
          elapsed_time: 1800,
          start_date: '2026-11-21T06:10:00Z',
        },
      },
    ]);
    expect(entry.title).toBe('Frosty loop, a 5.2 km run');
    expect(entry.content).toBe(
      [
        '# Frosty loop, a 5.2 km run',
        '',
        'Saturday 21 November: Frosty loop, a 5.2 km run and “Ramen with Aiko after work”.',
        '',
        '## Movement',
        '',
        'Ran “Frosty loop” at 07:10: 5.2 km in 28 min.',
        '',
        '## Words',
        '',
        '- 09:00 Phone: “Ramen with Aiko after work.”',
        '',
        'Sources: Phone and Strava.',
        '',
      ].join('\n'),
    );
    expect(entry.summary).toBe('Saturday 21 November: Frosty loop, a 5.2 km run and “Ramen with Aiko after work”.');
  });

  it('titles the day by a highlight first', () => {
    const entry = compose([
      { source: 'Phone', payload: { note: 'A long and ordinary note about the day' } },
      { source: 'Duolingo', payload: { event: 'streak', highlights: [{ kind: 'streak', title: '100-day streak' }] } },
    ]);
    expect(entry.title).toBe('100-day streak');
    expect(renderedText(entry.content)).toContain('100-day streak (streak)');
  });

  it('groups repeated events into one line with their count and ranges', () => {
    const visits = [71, 88, 94].map((duration, i) => ({
      source: 'Litter-Robot',
      payload: { event: 'pet_visit', pet: { name: 'Miso' }, duration_s: duration, weight_kg: 4.3 + i / 20 },
    }));
    const text = renderedText(compose(visits).content);
    // Each visit is pushed as it happens (a webhook naming its event): its delivery is its time.
    expect(text).toContain('Litter-Robot: Miso, 3 times, 09:00–09:02: duration 71–94 s, weight 4.3–4.4 kg.');
    expect(text).toContain('duration 71–94 s');
    expect(text).toContain('weight 4.3–4.4 kg');
  });

  it('keeps the entry within the word budget, naming every source, on a day of many sources', () => {
    const artifacts = Array.from({ length: 400 }, (_, i) => ({
      source: `Tool ${i % 12}`,
      payload: { event: `kind_${i % 40}`, title: `Something notable happened, number ${i}`, count_total: i + 1 },
    }));
    for (const maxWords of [120, 600]) {
      const entry = compose(artifacts, maxWords);
      expect(entry.wordCount).toBeLessThanOrEqual(maxWords);
      const sources = renderedText(entry.content).slice(renderedText(entry.content).lastIndexOf('Sources: '));
      for (let s = 0; s < 12; s++) expect(sources).toContain(`Tool ${s} (`);
    }
  });

  it('says a calendar event of a later day as planned, and an all-day event of other days by its dates', () => {
    const entry = compose([
      {
        source: 'Calendar',
        payload: {
          kind: 'calendar#events',
          items: [
            {
              kind: 'calendar#event',
              id: 'a1',
              status: 'confirmed',
              summary: 'Dentist',
              start: { dateTime: '2026-11-24T09:00:00+01:00' },
              end: { dateTime: '2026-11-24T09:30:00+01:00' },
            },
            {
              kind: 'calendar#event',
              id: 'a2',
              status: 'confirmed',
              summary: 'Lisbon trip',
              start: { date: '2026-11-26' },
              end: { date: '2026-11-30' },
            },
          ],
        },
      },
    ]);
    expect(renderedText(entry.content)).toContain('Planned: Dentist, on 24 November, 09:00–09:30.');
    expect(renderedText(entry.content)).toContain('Lisbon trip, from 26 to 29 November');
  });

  it('counts what it leaves out of a section in plain words ("and 3 more")', () => {
    const entry = compose(
      Array.from({ length: 9 }, (_, i) => ({
        source: 'Places',
        payload: {
          note: `Stop ${i + 1} of the tour`,
          location: { name: `Stop ${i + 1}`, lat: 52.5 + i / 100, lng: 13.4 },
        },
      })),
    );
    expect(renderedText(entry.content)).toContain('and 3 more');
    expect(entry.content).not.toMatch(/\bmores\b/);
  });
});
