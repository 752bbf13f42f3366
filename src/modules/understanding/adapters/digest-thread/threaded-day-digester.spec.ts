import type { RawArtifact } from '../../domain/day-digester';
import { ThreadedDayDigester } from './threaded-day-digester';

const artifact = (note: string, minute: number): RawArtifact => ({
  sourceLabel: 'Phone',
  receivedAt: new Date(Date.parse('2026-11-21T08:00:00Z') + minute * 60_000),
  payloadJson: JSON.stringify({ note }),
  enrichment: { media: [], locations: [], highlights: [] },
});

const request = (pages: AsyncIterable<RawArtifact[]>) => ({
  day: '2026-11-21',
  timezone: 'UTC',
  special: { locations: [], highlights: [] },
  pages,
});

describe('ThreadedDayDigester', () => {
  const digester = new ThreadedDayDigester();
  afterAll(() => digester.onModuleDestroy());

  it('digests every page of a day, each read while the one before is digested', async () => {
    let read = 0;
    async function* pages() {
      for (let page = 0; page < 5; page++) {
        read++;
        yield [artifact(`Page ${page} of the day`, page)];
      }
    }
    const digest = await digester.digest(request(pages()));
    expect(digest.artifacts).toBe(5);
    expect(read).toBe(5);
    expect(digest.ownTexts.map((text) => text.text)).toEqual(
      expect.arrayContaining(['Page 0 of the day', 'Page 4 of the day']),
    );
  });

  it('fails with the page reader’s error, closes the reader, and leaves the thread serving the next day', async () => {
    let closed = false;
    async function* failing() {
      try {
        yield [artifact('First page', 0)];
        throw new Error('the database went away');
      } finally {
        closed = true;
      }
    }
    await expect(digester.digest(request(failing()))).rejects.toThrow('the database went away');
    expect(closed).toBe(true);
    async function* one() {
      yield [artifact('After the failure', 5)];
    }
    const digest = await digester.digest(request(one()));
    expect(digest.artifacts).toBe(1);
  });
});
