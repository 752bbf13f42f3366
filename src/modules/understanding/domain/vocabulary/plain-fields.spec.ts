import { entryOf } from '../../../../../test/support/composed-entry';
import { plainFieldsRead } from './plain-fields';

describe('texts in several languages', () => {
  it('reads a title given in several languages as its English one, else the preferred, else the first', () => {
    const read = (title: unknown) =>
      (plainFieldsRead({ media: { title } }) as { media: { title: unknown } }).media.title;
    expect(read({ romaji: 'Sousou no Frieren', english: 'Frieren', native: '葬送のフリーレン' })).toBe('Frieren');
    expect(read({ romaji: 'Sousou no Frieren', native: '葬送のフリーレン', english: null })).toBe('Sousou no Frieren');
    expect(read({ de: 'Der Schwarm', en: 'The Swarm' })).toBe('The Swarm');
    const notOne = { first: 'Ada', last: 'Lovelace' };
    expect(read(notOne)).toBe(notOne);
  });

  it('reads a name given internationally and in other languages, with one platform spelling beside them', () => {
    const read = (names: unknown) => {
      const game = (plainFieldsRead({ game: { names } }) as { game: Record<string, unknown> }).game;
      return game.name ?? game.names;
    };
    expect(read({ international: 'Celeste', japanese: null, twitch: 'Celeste' })).toBe('Celeste');
    expect(read({ japanese: 'ゼルダの伝説', international: 'The Legend of Zelda' })).toBe('The Legend of Zelda');
    // Two keys of which one is no language, or two unknown keys, are no versions of one text.
    const twoOthers = { international: 'Celeste', twitch: 'Celeste', steam: 'Celeste' };
    expect(read(twoOthers)).toBe(twoOthers);
    const pair = { international: 'Celeste', twitch: 'Celeste!' };
    expect(read(pair)).toBe(pair);
  });

  it("tells a game named in several languages under `names` in the day's entry", () => {
    const payload = {
      data: {
        game: { data: { id: 'o1y9j9v6', names: { international: 'Celeste', japanese: null, twitch: 'Celeste' } } },
        comment: 'Finally sub-29!',
        status: { status: 'verified' },
      },
    };
    const text = entryOf([{ payload, at: '17:20:00' }], 'speedrun.com');
    expect(text).toContain('Celeste');
    expect(text).not.toMatch(/international|twitch/);
  });
});

describe('namespaced keys and values', () => {
  it('reads a list of namespaced key-value pairs as one record of plain fields, with units and the latest time', () => {
    expect(
      plainFieldsRead({
        items: [
          { key: 'Acme.Common.Status.DoorState', value: 'Acme.Common.EnumType.DoorState.Open', timestamp: 1795000000 },
          { key: 'Acme.Oven.Option.Temperature', value: 180, unit: '°C', timestamp: 1795000060 },
          { key: 'Acme.Oven.Option.Mode', value: 'Acme.Oven.EnumType.Mode.Grill', unit: 'enum' },
        ],
      }),
    ).toEqual({
      items: { DoorState: 'Open', Temperature: 180, TemperatureUnit: '°C', Mode: 'Grill', timestamp: 1795000060 },
    });
  });

  it('reads an event key as what happened and a namespaced key as its field, and leaves anything else as it was', () => {
    expect(
      plainFieldsRead([{ key: 'Acme.Oven.Event.PreheatFinished', value: 'Acme.EnumType.Present.Present' }]),
    ).toEqual({
      status: 'Preheat finished',
    });
    expect(plainFieldsRead({ key: 'Acme.Oven.Program.PizzaStone', options: [] })).toEqual({
      Program: 'PizzaStone',
      options: [],
    });
    const plain = { key: 'abc', items: [{ key: 'a.b', value: 1 }], note: 'Home at last' };
    expect(plainFieldsRead(plain)).toBe(plain);
  });

  it('tells an appliance’s program, its events at their times, and no time left as done', () => {
    const text = entryOf([
      {
        at: '08:02:00',
        payload: {
          event: 'ACTIVE-PROGRAM',
          data: {
            key: 'Acme.Oven.Program.PizzaStone',
            options: [{ key: 'Acme.Common.Option.RemainingProgramTime', value: 1500, unit: 'seconds' }],
          },
        },
      },
      {
        at: '12:40:00',
        payload: {
          event: 'EVENT',
          data: {
            items: [
              { key: 'Acme.Oven.Event.PreheatFinished', value: 'Acme.EnumType.Present.Present', timestamp: 1795252800 },
            ],
          },
        },
      },
    ]);
    expect(text).toContain('PizzaStone');
    expect(text).toContain('Preheat finished');
    expect(text).toContain('09:20');
    expect(text).not.toMatch(/Acme|remaining|1,500|25 min/);
  });
});
