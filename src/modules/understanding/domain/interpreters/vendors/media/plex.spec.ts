import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { plex } from './plex';

describe('the Plex interpreter', () => {
  const payloads = loadCorpusDay('plex-severance-past-lives').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );
  const [play, pause, , scrobble] = payloads;

  it('reads the first play of an episode as a watch of it, with its show, season and episode', () => {
    expect(plex.read(play)).toEqual([
      {
        type: 'media',
        medium: 'episode',
        action: 'watched',
        title: 'Who Is Alive?',
        collection: 'Severance S2E3',
        identity: 'plex:a4f09e1c77b2d3e58f61c0a9b4d27e3f5c8a1b06:60123',
      },
    ]);
  });

  it('reads the later events of the same watch as updates, and a pause as nothing', () => {
    expect(plex.read(scrobble)).toMatchObject([
      { identity: 'plex:a4f09e1c77b2d3e58f61c0a9b4d27e3f5c8a1b06:60123', update: true },
    ]);
    expect(interpret(pause)?.events).toEqual([]);
  });

  it('leaves out another user’s play and library changes', () => {
    const other = payloads.find((p) => p.event === 'playback.started')!;
    const added = payloads.find((p) => p.event === 'library.new')!;
    expect(interpret(other)).toEqual({ vendor: plex.vendor, events: [] });
    expect(interpret(added)).toEqual({ vendor: plex.vendor, events: [] });
    expect(plex.read({ ...play, user: false })).toEqual([]);
  });

  it('does not take another media server’s webhook', () => {
    expect(plex.matches({ NotificationType: 'PlaybackStart', Name: 'Low Tide', ItemType: 'Episode' })).toBe(false);
    expect(plex.matches({ event: 'media.play', Metadata: { title: 'x' } })).toBe(false);
  });
});
