import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import type { MediaPlay } from '../../../events/diary-event';
import { interpret } from '../../interpret';
import { trakt } from './trakt';

describe('the Trakt interpreter', () => {
  const [checkin, start, stop, history, ratings] = loadCorpusDay('trakt-film-night').deliveries.map((d) => d.payload);
  const historyItems = history as Array<Record<string, unknown>>;
  const ratingItems = ratings as Array<Record<string, unknown>>;

  it('reads a check-in as watched at its watched_at, under its history id', () => {
    expect(trakt.read(checkin as Record<string, unknown>)).toEqual([
      {
        type: 'media',
        medium: 'movie',
        action: 'watched',
        title: 'Paddington in Peru',
        at: { instant: Date.parse('2026-10-10T18:04:51.000Z') },
        identity: 'trakt:history:9412337641',
      },
    ]);
  });

  it('reads a scrobble start as nothing yet, and a stop over 80% as the watch the history repeats', () => {
    expect(interpret(start as Record<string, unknown>)).toEqual({ vendor: trakt.vendor, events: [] });
    expect(trakt.read(stop as Record<string, unknown>)).toEqual([
      {
        type: 'media',
        medium: 'episode',
        action: 'watched',
        title: 'Cleaning House',
        collection: 'Slow Horses',
        identity: 'trakt:history:9412398802',
      },
    ]);
    expect(trakt.read(historyItems[1])).toEqual([
      {
        type: 'media',
        medium: 'episode',
        action: 'watched',
        title: 'Cleaning House',
        collection: 'Slow Horses',
        at: { instant: Date.parse('2026-10-10T23:50:37.000Z') },
        identity: 'trakt:history:9412398802',
      },
    ]);
  });

  it('reads history items of every action (watch, scrobble, checkin) as watched', () => {
    expect(
      (historyItems.flatMap((item) => trakt.read(item)) as MediaPlay[]).map((play) => [play.title, play.identity]),
    ).toEqual([
      ['The Holdovers', 'trakt:history:9412455190'],
      ['Cleaning House', 'trakt:history:9412398802'],
      ['Paddington in Peru', 'trakt:history:9412337641'],
    ]);
  });

  it('reads a rating out of 10 at rated_at, identified by what was rated so that a new rating replaces it', () => {
    expect(trakt.read(ratingItems[0])).toEqual([
      {
        type: 'media',
        medium: 'movie',
        action: 'rated',
        title: 'The Holdovers',
        rating: { value: 9, outOf: 10 },
        at: { instant: Date.parse('2026-10-11T02:24:30.000Z') },
        identity: 'trakt:rating:movie:702186',
      },
    ]);
  });

  it('reads rated shows, seasons and episodes, and an episode without a title by its numbers', () => {
    const show = { title: 'Slow Horses', year: 2022, ids: { trakt: 162712, slug: 'slow-horses' } };
    const ratedAt = '2026-10-10T23:59:00.000Z';
    expect(trakt.read({ rated_at: ratedAt, rating: 8, type: 'show', show })[0]).toMatchObject({
      medium: 'show',
      title: 'Slow Horses',
      identity: 'trakt:rating:show:162712',
    });
    expect(
      trakt.read({
        rated_at: ratedAt,
        rating: 10,
        type: 'season',
        season: { number: 4, ids: { trakt: 401 } },
        show,
      })[0],
    ).toMatchObject({
      medium: 'show',
      title: 'Season 4',
      collection: 'Slow Horses',
      identity: 'trakt:rating:season:401',
    });
    const episode = { season: 4, number: 5, title: null, ids: { trakt: 11982460 } };
    expect(
      trakt.read({
        id: 9412500000,
        watched_at: ratedAt,
        action: 'watch',
        type: 'episode',
        episode,
        show,
      })[0],
    ).toMatchObject({ medium: 'episode', title: 'Season 4, episode 5', collection: 'Slow Horses' });
  });

  it('tells nothing of a stop under 80% (a pause), nor of a rating out of range', () => {
    expect(trakt.read({ ...(stop as Record<string, unknown>), action: 'stop', progress: 42.5 })).toEqual([]);
    expect(trakt.read({ ...(stop as Record<string, unknown>), action: 'pause', progress: 42.5 })).toEqual([]);
    expect(trakt.read({ ...ratingItems[0], rating: 11 })).toEqual([]);
  });

  it('does not take look-alikes: a movie without Trakt ids, a Plex-like play, a bare show', () => {
    expect(trakt.matches({ watched_at: '2026-10-10T20:00:00Z', movie: { title: 'The Holdovers', year: 2023 } })).toBe(
      false,
    );
    expect(trakt.matches({ event: 'media.scrobble', Metadata: { type: 'movie', title: 'The Holdovers' } })).toBe(false);
    expect(trakt.matches({ show: { title: 'Slow Horses', ids: { trakt: 1 } } })).toBe(false);
  });
});
