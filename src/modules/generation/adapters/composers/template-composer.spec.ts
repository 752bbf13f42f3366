import type { DayArtifact } from '../../domain/day-material';
import { composeWithTemplate } from './template-composer';
import { humanKey, payloadLines, shorten } from './payload-lines';

const empty = { media: [], locations: [], highlights: [] };
const artifact = (sourceLabel: string, payload: unknown, enrichment: DayArtifact['enrichment'] = empty, receivedAt = '2026-11-21T08:15:00Z'): DayArtifact => ({
  sourceLabel,
  payload,
  enrichment,
  receivedAt: new Date(receivedAt),
});
const compose = (artifacts: DayArtifact[]) => composeWithTemplate({ day: '2026-11-21', timezone: 'Europe/Berlin', artifacts, previous: null });

describe('built-in composer', () => {
  it('titles the day by its highlights, else its places, else its sources', () => {
    const highlight = { kind: 'achievement', title: 'First marathon' };
    expect(compose([artifact('Strava', {}, { ...empty, highlights: [highlight, { kind: 'stat', title: 'x' }] })]).content).toMatch(/^# First marathon, and 1 more highlight\n/);
    expect(compose([artifact('Maps', {}, { ...empty, locations: [{ placeName: 'Lisbon' }, { placeName: 'Sintra' }] })]).content).toMatch(/^# At Lisbon and Sintra\n/);
    expect(compose([artifact('Phone', { a: 1 }), artifact('Kindle', { b: 2 })]).content).toMatch(/^# Notes from Kindle and Phone\n/);
  });

  it('groups the material by source, in order of time, quoting short text verbatim', () => {
    const { content } = compose([
      artifact('Phone', { note: 'Coffee with Sam — *talked* about Lisbon.' }, empty, '2026-11-21T09:00:00Z'),
      artifact('Strava', { timestamp: '2026-11-21T06:30:00Z', activity: 'Run', distanceKm: 5.2, splits: [5.1, 4.9] }),
      artifact('Phone', { payload: { mood: 'good', tags: ['calm', 'rested'] } }, empty, '2026-11-21T20:45:00Z'),
    ]);
    expect(content).toContain('## Phone\n\n- **10:00** Note: “Coffee with Sam — *talked* about Lisbon.”\n- **21:45**\n  - Mood: “good”\n  - Tags: “calm”, “rested”');
    expect(content).toContain('## Strava\n\n- **07:30**\n  - Activity: “Run”\n  - Distance km: 5.2\n  - Splits: 5.1, 4.9');
    expect(content.indexOf('## Phone')).toBeLessThan(content.indexOf('## Strava'));
  });

  it('shortens long text at a word boundary and flattens nested structure readably', () => {
    const long = `${'word '.repeat(100)}end`;
    const lines = payloadLines({ deep: { heart_rate: { avgValue: 150 } }, long, list: [{ a: 1 }, { a: 2 }] });
    expect(lines).toContain('Deep › Heart rate › Avg value: 150');
    expect(lines).toContain('List › #1 › A: 1');
    const longLine = lines.find((line) => line.startsWith('Long:'))!;
    expect(longLine.length).toBeLessThan(300);
    expect(longLine).toMatch(/word…”$/);
    expect(humanKey('startTime')).toBe('Start time');
    expect(shorten('a\n\nb')).toBe('a b');
  });

  it('renders images as images, videos as links, places with a map link, and a highlights section', () => {
    const { content } = compose([
      artifact('Strava', { note: 'https://cdn.example/a.jpg' }, {
        media: [{ url: 'https://cdn.example/a.jpg', type: 'image' }, { url: 'https://cdn.example/b.mp4', type: 'video' }],
        locations: [{ placeName: 'Tempelhofer Feld', address: 'Berlin', latitude: 52.4731, longitude: 13.4019 }],
        highlights: [{ kind: 'achievement', title: 'PB', value: '24:13', externalUrl: 'https://strava.example/a/1' }],
      }),
    ]);
    expect(content).toContain('## Media\n\n![Image 1](https://cdn.example/a.jpg)\n- [Video 2](https://cdn.example/b.mp4)');
    expect(content).toContain('## Places\n\n- **Tempelhofer Feld**, Berlin, [52.47310, 13.40190](https://www.openstreetmap.org/?mlat=52.47310&mlon=13.40190#map=15/52.47310/13.40190)');
    expect(content).toContain('## Highlights\n\n- **PB** (Achievement): 24:13 · [link](https://strava.example/a/1)');
    // The URL is shown once, under Media, not again as quoted text.
    expect(content.match(/cdn\.example\/a\.jpg/g)).toHaveLength(1);
  });

  it('tags the day by its sources, highlight kinds and place names', () => {
    const { tags } = compose([
      artifact('Strava', {}, { media: [], locations: [{ placeName: 'Café Olé' }], highlights: [{ kind: 'personal_best', title: 'x' }] }),
      artifact('Phone notes', {}),
    ]);
    expect(tags).toEqual([
      { slug: 'strava', displayName: 'Strava' },
      { slug: 'phone-notes', displayName: 'Phone notes' },
      { slug: 'personal-best', displayName: 'Personal best' },
      { slug: 'cafe-ole', displayName: 'Café Olé' },
    ]);
  });

  it('gives the same output for the same input', () => {
    const input = () => [artifact('A', { x: 'y', n: [1, 2] }), artifact('B', [{ place: 'Home' }], { ...empty, locations: [{ placeName: 'Home' }] })];
    expect(compose(input())).toEqual(compose(input()));
  });
});
