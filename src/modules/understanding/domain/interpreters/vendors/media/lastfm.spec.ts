import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import type { MediaPlay } from '../../../events/diary-event';
import { interpret } from '../../interpret';
import { lastfm } from './lastfm';

describe('the Last.fm interpreter', () => {
  const [lunch, night] = loadCorpusDay('lastfm-recent-tracks').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );

  it('reads each scrobble at its date.uts (epoch seconds), leaving out the track playing now', () => {
    const plays = lastfm.read(lunch) as MediaPlay[];
    expect(plays).toHaveLength(5);
    expect(plays[0]).toEqual({
      type: 'media',
      medium: 'track',
      action: 'played',
      title: 'Getting Started',
      creator: 'Sam Fender',
      collection: 'Seventeen Going Under',
      at: { instant: 1778327741000 },
      identity: 'lastfm:scrobble:1778327741:Sam Fender:Getting Started',
    });
    expect(plays.map((play) => play.title)).not.toContain('Seventeen Going Under');
  });

  it('reads the extended=1 artist by its name, and gives the overlap of two pages the same identities', () => {
    const plays = lastfm.read(night) as MediaPlay[];
    expect(plays).toHaveLength(6);
    expect(plays[0]).toMatchObject({
      title: 'In the Modern World',
      creator: 'Fontaines D.C.',
      collection: 'Romance',
      at: { instant: 1778361898000 },
    });
    expect(plays[3]).toMatchObject({ title: 'Seventeen Going Under', creator: 'Sam Fender' });
    const earlier = new Set(lastfm.read(lunch).map((play) => play.identity));
    expect(plays.filter((play) => earlier.has(play.identity)).map((play) => play.title)).toEqual([
      'Getting Started',
      'Chaise Longue',
    ]);
  });

  it('reads a page of one track (an object, not an array) and a page with none', () => {
    const track = {
      artist: { '#text': 'Wet Leg' },
      name: 'Wet Dream',
      album: { '#text': '' },
      date: { uts: 1778327000, '#text': '09 May 2026, 11:43' },
      url: 'https://www.last.fm/music/Wet+Leg/_/Wet+Dream',
    };
    const one = { recenttracks: { track, '@attr': { page: '1' } } };
    expect(lastfm.read(one)).toEqual([
      {
        type: 'media',
        medium: 'track',
        action: 'played',
        title: 'Wet Dream',
        creator: 'Wet Leg',
        at: { instant: 1778327000000 },
        identity: 'lastfm:scrobble:1778327000:Wet Leg:Wet Dream',
      },
    ]);
    expect(interpret({ recenttracks: { track: [], '@attr': { user: 'someone', total: '0' } } })).toEqual({
      vendor: lastfm.vendor,
      events: [],
    });
  });

  it('reads one track posted alone, and nothing of a scrobble without a date', () => {
    const [track] = (night.recenttracks as { track: Array<Record<string, unknown>> }).track.slice(1);
    expect(lastfm.matches(track)).toBe(true);
    expect(lastfm.read(track)).toEqual([lastfm.read(night)[0]]);
    expect(lastfm.read({ ...track, date: { uts: 'soon' } })).toEqual([]);
  });

  it('does not take look-alikes: a track without a Last.fm URL, another service’s artist field', () => {
    expect(
      lastfm.matches({
        name: 'Glue',
        artist: { name: 'Bicep' },
        date: { uts: '1778327741' },
        url: 'https://example.com/glue',
      }),
    ).toBe(false);
    expect(lastfm.matches({ name: 'Glue', artist: 'Bicep', played_at: '2026-05-09T11:55:41Z' })).toBe(false);
    expect(lastfm.matches({ recenttracks: 'none' })).toBe(false);
  });
});
