import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { kindle, kindleMoment } from './kindle';

describe('the Kindle interpreter', () => {
  const [first, second] = loadCorpusDay('kindle-clippings').deliveries.map(
    (d) => d.payload as Array<Record<string, unknown>>,
  );

  it('reads a @darylserrano/kindle-clippings highlight at the Kindle’s wall-clock time (US format, past midnight)', () => {
    expect(kindle.read(first[1])).toEqual([
      {
        type: 'reading',
        action: 'highlighted',
        title: 'Braiding Sweetgrass',
        author: 'Robin Wall Kimmerer',
        highlight: 'The land knows you, even when you are lost.',
        at: { local: '2026-01-10T00:01' },
        identity: 'kindle:Braiding Sweetgrass:highlight:1712-1714:Added on Saturday, January 10, 2026 12:01:44 AM',
      },
    ]);
    expect(kindle.read(first[0])[0].at).toEqual({ local: '2026-01-09T23:58' });
  });

  it('reads a note as the person’s note, a bookmark as nothing, and the same clipping posted again under the same identity', () => {
    expect(kindle.read(first[3])).toEqual([
      {
        type: 'reading',
        action: 'noted',
        title: 'Tomorrow, and Tomorrow, and Tomorrow',
        author: 'Gabrielle Zevin',
        note: 'Sadie & Sam = me & Jo in second year. Text her.',
        at: { local: '2026-01-10T07:43' },
        identity:
          'kindle:Tomorrow, and Tomorrow, and Tomorrow:note:1023:Added on Saturday, January 10, 2026 7:43:02 AM',
      },
    ]);
    expect(interpret(first[4])).toEqual({ vendor: kindle.vendor, events: [] });
    expect(kindle.read(second[2])).toEqual(kindle.read(first[2]));
  });

  it('reads the fork’s and other parsers’ shapes: title/author, location objects, dates written without "Added on" or as fake UTC', () => {
    const hadynz = {
      authors: 'Jane Austen',
      title: 'Persuasion',
      page: { from: 201, to: 201, display: '201' },
      location: { from: 2791, to: 2793, display: '2791' },
      dateOfCreation: '2026-08-01T23:12:44.000Z',
      type: 'HIGHLIGHT',
      content: 'You pierce my soul.',
    };
    expect(kindle.read(hadynz)[0]).toMatchObject({
      title: 'Persuasion',
      author: 'Jane Austen',
      highlight: 'You pierce my soul.',
      at: { local: '2026-08-01T23:12' },
    });
    const plain = {
      title: 'Persuasion',
      author: 'Jane Austen',
      type: 'Note',
      page: null,
      location: { start: 2793, end: 2793 },
      added: 'Saturday, 1 August 2026 23:13:30',
      content: 'Cried on the sofa.',
    };
    expect(kindle.read(plain)[0]).toMatchObject({
      action: 'noted',
      note: 'Cried on the sofa.',
      at: { local: '2026-08-01T23:13' },
      identity: 'kindle:Persuasion:note:2793:Saturday, 1 August 2026 23:13:30',
    });
  });

  it('reads the Kindle’s dates in several languages, and no time from a date it cannot read', () => {
    expect(kindleMoment('Added on Saturday, 1 August 2026 23:12:44')).toEqual({ local: '2026-08-01T23:12' });
    expect(kindleMoment('Añadido el lunes, 30 de septiembre de 2019 18:00:39')).toEqual({ local: '2019-09-30T18:00' });
    expect(kindleMoment('Ajouté le samedi 1 août 2026 09:05:00')).toEqual({ local: '2026-08-01T09:05' });
    expect(kindleMoment('Added on Saturday, August 1, 2026 12:30:00 PM')).toEqual({ local: '2026-08-01T12:30' });
    expect(kindleMoment('2026年8月1日土曜日 23:12:44')).toBeNull();
    expect(kindleMoment('Added on Monday, 31 February 2026 10:00:00')).toBeNull();
    expect(kindle.read({ ...first[2], dateOfCreation: undefined })[0].at).toBeUndefined();
  });

  it('does not take look-alikes: a Readwise highlight, a reading session, a generic note with a type', () => {
    expect(kindle.matches({ id: 1, text: 'x', highlighted_at: null, location: 3, location_type: 'location' })).toBe(
      false,
    );
    expect(
      kindle.matches({ type: 'reading_session', book: { title: 'The Left Hand of Darkness' }, location: { start: 1 } }),
    ).toBe(false);
    expect(kindle.matches({ type: 'note', text: 'Buy milk' })).toBe(false);
  });
});
