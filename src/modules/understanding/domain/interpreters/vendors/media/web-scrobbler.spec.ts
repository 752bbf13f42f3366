import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { webScrobbler } from './web-scrobbler';

describe('the Web Scrobbler interpreter', () => {
  const deliveries = loadCorpusDay('web-scrobbler-saturday').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );
  const [nowPlaying, scrobble, , paused, resumed, bandcamp, loved, podcast, replay] = deliveries;

  it('reads a scrobble as a play from the song’s start (metadata.startTimestamp, epoch seconds)', () => {
    expect(webScrobbler.read(scrobble)).toEqual([
      {
        type: 'media',
        medium: 'track',
        action: 'played',
        title: 'Canopée',
        creator: 'Polo & Pan',
        collection: 'Caravelle',
        at: { instant: 1781334130000 },
        identity: 'webscrobbler:q3Wm8HlrwYM:1781334130',
      },
    ]);
    expect(webScrobbler.read(bandcamp)).toEqual([
      {
        type: 'media',
        medium: 'track',
        action: 'played',
        title: 'Vanille fraise',
        creator: "L'Impératrice",
        collection: 'Tako Tsubo',
        at: { instant: 1781334400000 },
        identity: "webscrobbler:L'Impératrice:Vanille fraise:1781334400",
      },
    ]);
  });

  it('reads a replay as another play and a podcast as listened to', () => {
    expect(webScrobbler.read(replay)[0]).toMatchObject({
      title: 'Canopée',
      at: { instant: 1781377467000 },
      identity: 'webscrobbler:q3Wm8HlrwYM:1781377467',
    });
    expect(webScrobbler.read(podcast)).toEqual([
      {
        type: 'media',
        medium: 'podcast',
        action: 'played',
        title: 'Pourquoi le pain rassis durcit',
        creator: 'Mardi Science',
        at: { instant: 1781366535000 },
        identity: 'webscrobbler:Mardi Science:Pourquoi le pain rassis durcit:1781366535',
      },
    ]);
  });

  it('reads now playing, paused, resumed and loved as nothing to write, yet recognised', () => {
    for (const payload of [nowPlaying, paused, resumed, loved])
      expect(interpret(payload)).toEqual({ vendor: webScrobbler.vendor, events: [] });
  });

  it('prefers the processed (corrected) song to what the site showed, and leaves out a start that is not a time', () => {
    const song = {
      parsed: { track: 'canopee (official video)', artist: 'PoloandPan' },
      processed: { track: 'Canopée', artist: 'Polo & Pan', album: null },
      metadata: { startTimestamp: 'unknown' },
    };
    expect(webScrobbler.read({ eventName: 'scrobble', time: 1781334255417, data: { song } })).toEqual([
      {
        type: 'media',
        medium: 'track',
        action: 'played',
        title: 'Canopée',
        creator: 'Polo & Pan',
        identity: 'webscrobbler:Polo & Pan:Canopée:unknown',
      },
    ]);
  });

  it('does not take look-alikes: an event without a song, a song without parsed or processed data', () => {
    expect(webScrobbler.matches({ eventName: 'scrobble', data: { track: 'Canopée' } })).toBe(false);
    expect(
      webScrobbler.matches({ eventName: 'scrobble', data: { song: { track: 'Canopée', artist: 'Polo & Pan' } } }),
    ).toBe(false);
    expect(webScrobbler.matches({ event: 'scrobble', data: { song: { parsed: { track: 'Canopée' } } } })).toBe(false);
  });
});
