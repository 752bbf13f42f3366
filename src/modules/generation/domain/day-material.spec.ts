import { mergeEnrichment, sourcesOf } from './day-material';

const at = new Date('2026-11-21T10:00:00Z');

describe('day material', () => {
  it('lists sources as sorted distinct webhook:<label>', () => {
    const artifacts = ['Strava', 'Phone', 'Strava'].map((sourceLabel) => ({ sourceLabel, receivedAt: at, payload: {}, enrichment: { media: [], locations: [], highlights: [] } }));
    expect(sourcesOf(artifacts)).toEqual(['webhook:Phone', 'webhook:Strava']);
  });

  it('merges the enrichment of the day, dropping repeated media and places', () => {
    const one = { media: [{ url: 'https://x/a.png', type: 'image' as const }], locations: [{ placeName: 'Home' }], highlights: [{ kind: 'a', title: '1' }] };
    const two = { media: [{ url: 'https://x/a.png', type: 'image' as const }, { url: 'https://x/b.mp4', type: 'video' as const }], locations: [{ placeName: 'Home' }], highlights: [{ kind: 'a', title: '2' }] };
    const merged = mergeEnrichment([one, two].map((enrichment) => ({ sourceLabel: 's', receivedAt: at, payload: {}, enrichment })));
    expect(merged.media.map((m) => m.url)).toEqual(['https://x/a.png', 'https://x/b.mp4']);
    expect(merged.locations).toEqual([{ placeName: 'Home' }]);
    expect(merged.highlights.map((h) => h.title)).toEqual(['1', '2']);
  });
});
