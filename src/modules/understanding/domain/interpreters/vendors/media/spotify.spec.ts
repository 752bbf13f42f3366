import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { spotify } from './spotify';

describe('the Spotify interpreter', () => {
  const [morning, lunch, single, retry, empty] = loadCorpusDay('spotify-recently-played').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );
  const [episode, episodeAgain, paused, ad, playbackState, track] = loadCorpusDay('spotify-now-playing').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );

  it('reads every play of a recently played page at its own played_at, identified by track and time', () => {
    const plays = spotify.read(morning);
    expect(plays).toHaveLength(6);
    expect(plays[0]).toEqual({
      type: 'media',
      medium: 'track',
      action: 'played',
      title: 'Silhouettes (I, II & III)',
      creator: 'Floating Points',
      collection: 'Elaenia',
      at: { instant: Date.parse('2026-11-20T07:01:27.000Z') },
      identity: 'spotify:play:q9eRDtILwIWvrzXqcBchyM:2026-11-20T07:01:27.000Z',
    });
    expect(plays[3]).toMatchObject({
      title: 'Texas Sun',
      creator: 'Khruangbin & Leon Bridges',
      collection: 'Texas Sun',
    });
  });

  it('gives an overlapping page, a single play history item and its retry the same identities for the same plays', () => {
    const identities = (payload: Record<string, unknown>) => spotify.read(payload).map((play) => play.identity);
    expect(identities(lunch).slice(4)).toEqual(identities(morning).slice(0, 3));
    expect(identities(single)).toEqual(['spotify:play:wM5hpA6eEfujfoRnxa6wHW:2026-11-20T17:44:51.000Z']);
    expect(identities(retry)).toEqual(identities(single));
    expect(identities(single)).not.toContain(identities(morning)[5]);
  });

  it('reads an empty page as nothing to write, yet recognised', () => {
    expect(interpret(empty)).toEqual({ vendor: spotify.vendor, events: [] });
  });

  it('reads a podcast episode playing now as listened to, from the time playback changed (epoch ms)', () => {
    const expected = {
      type: 'media',
      medium: 'podcast',
      action: 'played',
      title: 'Why rye behaves differently',
      collection: 'Field Notes on Bread',
      creator: 'Hearth & Crumb Media',
      at: { instant: 1773490502000 },
      identity: 'spotify:playing:KKx5xdpsMTB97BWmfQAgqf:1773490502000',
    };
    expect(spotify.read(episode)).toEqual([expected]);
    expect(spotify.read(episodeAgain)).toEqual([expected]);
  });

  it('tells nothing of a paused player or an ad, and reads the playback state like the currently playing answer', () => {
    expect(spotify.read(paused)).toEqual([]);
    expect(interpret(ad)).toEqual({ vendor: spotify.vendor, events: [] });
    expect(spotify.read(playbackState)).toEqual([
      {
        type: 'media',
        medium: 'track',
        action: 'played',
        title: 'Kyoto',
        creator: 'Phoebe Bridgers',
        collection: 'Punisher',
        at: { instant: 1773525790000 },
        identity: 'spotify:playing:gez1ZZtAK6U6XrNsl5PTAp:1773525790000',
      },
    ]);
    expect(spotify.read(track)).toHaveLength(1);
    expect(
      spotify.read({
        is_playing: true,
        currently_playing_type: 'track',
        progress_ms: 0,
        timestamp: 1773525790000,
        item: null,
      }),
    ).toEqual([]);
  });

  it('leaves out what a play does not say: a local file without id or album, a time that is not one', () => {
    const local = {
      track: {
        name: 'Voice memo 12',
        artists: [],
        album: { name: '' },
        id: null,
        uri: 'spotify:local:::Voice+memo+12:31',
        type: 'track',
      },
      played_at: 'yesterday',
    };
    expect(spotify.read(local)).toEqual([
      {
        type: 'media',
        medium: 'track',
        action: 'played',
        title: 'Voice memo 12',
        identity: 'spotify:play:spotify:local:::Voice+memo+12:31:yesterday',
      },
    ]);
  });

  it('does not take look-alikes: another service’s items, a generic playing flag, a page of something else', () => {
    expect(spotify.matches({ items: [{ title: 'Glue', played: '2026-11-20T07:00:00Z' }] })).toBe(false);
    expect(spotify.matches({ is_playing: true, title: 'Glue' })).toBe(false);
    expect(spotify.matches({ items: [], href: 'https://api.spotify.com/v1/me/playlists' })).toBe(false);
    expect(spotify.matches({ track: 'Glue', played_at: '2026-11-20T07:00:00Z' })).toBe(false);
  });
});
