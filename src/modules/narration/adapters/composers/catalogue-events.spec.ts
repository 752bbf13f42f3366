import { entryOf } from '../../../../../test/support/composed-entry';

// Classes met in the tenth round of first contact (issue 34), on shapes of their own: a media server's events about
// works from its catalogue (a show, its episode, what the catalogue says of them) and the files they replaced.

const show = { id: 7, title: 'Slow Horses', year: 2022, path: '/media/tv/Slow Horses', genres: ['Drama', 'Thriller'] };
const episode = (title: string, airDateUtc: string) => ({
  id: 301,
  seasonNumber: 4,
  episodeNumber: 2,
  title,
  overview: 'Jackson Lamb follows a lead that takes him far from Slough House.',
  airDateUtc,
});

describe('a media server’s events about its catalogue', () => {
  it('names the show and the episode, at the event’s time rather than the episode’s air date the day before', () => {
    const text = entryOf([
      {
        at: '09:41:00',
        payload: {
          eventType: 'Download',
          instanceName: 'Mediaserver',
          series: show,
          episodes: [episode('Identity Theft', '2026-11-20T02:00:00Z')],
        },
      },
    ]);
    expect(text).toContain('Slow Horses');
    expect(text).toContain('Identity Theft');
    expect(text).toContain('09:41');
    expect(text).not.toMatch(/day before|Jackson Lamb|Thriller|Mediaserver/);
  });

  it('reads one event that replaced a file as that event, not as a batch of the new episode and the old file', () => {
    const text = entryOf([
      {
        at: '16:20:00',
        payload: {
          eventType: 'Download',
          isUpgrade: true,
          series: show,
          episodes: [episode('Hard Lines', '2024-09-04T02:00:00Z')],
          deletedFiles: [
            { id: 88, relativePath: 'Season 04/Slow Horses - S04E01.mkv', dateAdded: '2024-09-05T04:00:00Z' },
          ],
        },
      },
    ]);
    expect(text).toContain('Slow Horses');
    expect(text).toContain('Hard Lines');
  });

  it('tells a file deleted by an event in camel case as deleted, never as a thing done, and no one-word reason as anyone’s words', () => {
    const text = entryOf([
      {
        at: '22:05:00',
        payload: {
          eventType: 'EpisodeFileDelete',
          deleteReason: 'manual',
          series: show,
          episodes: [episode('Negotiating with Tigers', '2024-09-04T02:00:00Z')],
        },
      },
    ]);
    // (Told as the removal it is, round 36: the day had told nothing of the file before.)
    expect(text).toMatch(/deleted/);
    expect(text).not.toMatch(/downloaded|imported|added/i);
    expect(text).not.toMatch(/manual/);
  });
});
