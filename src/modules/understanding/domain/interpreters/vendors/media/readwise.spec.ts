import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { readwise } from './readwise';

describe('the Readwise interpreter', () => {
  const [morning, evening] = loadCorpusDay('readwise-export').deliveries.map(
    (d) => d.payload as Record<string, unknown>,
  );
  const reader = loadCorpusDay('readwise-reader-webhooks').deliveries.map((d) => d.payload as Record<string, unknown>);
  const [created, nonFeedCreated, feedItem, tagsUpdated, childHighlight, pdf, finished] = reader;

  it('reads an export’s highlights with their book, at their own highlighted_at (not the export’s time)', () => {
    expect(readwise.read(morning)).toEqual([
      {
        type: 'reading',
        action: 'highlighted',
        title: 'The Overstory',
        author: 'Richard Powers',
        highlight:
          "We're all in the same boat, and the boat is leaking, and most of us are still arguing about the seating plan.",
        at: { instant: Date.parse('2026-09-19T05:41:22.000Z') },
        identity: 'readwise:highlight:903118842',
      },
      {
        type: 'reading',
        action: 'highlighted',
        title: 'The Overstory',
        author: 'Richard Powers',
        highlight: 'A tree is a slow argument with the sky, and it usually wins.',
        note: 'Read this one out to Sam before bed.',
        at: { instant: Date.parse('2026-09-19T05:58:40.000Z') },
        identity: 'readwise:highlight:903118907',
      },
      {
        type: 'reading',
        action: 'highlighted',
        title: 'The Quiet Joy of Fixing Things',
        author: 'Dana Whitlock',
        highlight: 'Repair is a conversation with whoever made the thing, and with whoever will use it after you.',
        note: "Send to Theo, he'll get it.",
        at: { instant: Date.parse('2026-09-19T13:31:07.000Z') },
        identity: 'readwise:highlight:903121530',
      },
    ]);
  });

  it('gives a highlight exported again (re-tagged) the same identity', () => {
    const identities = readwise.read(evening).map((reading) => reading.identity);
    expect(identities).toEqual([
      'readwise:highlight:903121530',
      'readwise:highlight:903127744',
      'readwise:highlight:903131090',
    ]);
  });

  it('leaves out deleted books and highlights, and a highlight without a time keeps none', () => {
    const page = {
      count: 2,
      nextPageCursor: null,
      results: [
        {
          user_book_id: 1,
          title: 'Gone',
          is_deleted: true,
          highlights: [{ id: 1, text: 'x', highlighted_at: '2026-09-19T10:00:00Z' }],
        },
        {
          user_book_id: 2,
          title: 'Kept',
          author: null,
          highlights: [
            { id: 2, text: 'deleted', is_deleted: true },
            { id: 3, text: 'No date on this one.', note: '', highlighted_at: null },
          ],
        },
      ],
    };
    expect(readwise.read(page)).toEqual([
      {
        type: 'reading',
        action: 'highlighted',
        title: 'Kept',
        highlight: 'No date on this one.',
        identity: 'readwise:highlight:3',
      },
    ]);
    expect(interpret({ count: 0, nextPageCursor: null, results: [] })).toEqual({ vendor: readwise.vendor, events: [] });
  });

  it('reads a highlight webhook that names its book (on itself or in an embedded book)', () => {
    const hook = {
      id: 812399001,
      text: 'What do we live for?',
      note: 'Desk.',
      location: 214,
      location_type: 'page',
      highlighted_at: '2026-08-02T20:30:40.000Z',
      url: null,
      color: 'blue',
      updated: '2026-08-02T20:30:49.512Z',
      book_id: 41234988,
      tags: [],
      event_type: 'readwise.highlight.created',
      secret: 'not-shown',
    };
    const expected = {
      type: 'reading',
      action: 'highlighted',
      title: 'Middlemarch',
      author: 'George Eliot',
      highlight: 'What do we live for?',
      note: 'Desk.',
      at: { instant: Date.parse('2026-08-02T20:30:40.000Z') },
      identity: 'readwise:highlight:812399001',
    };
    expect(readwise.read({ ...hook, book: { id: 41234988, title: 'Middlemarch', author: 'George Eliot' } })).toEqual([
      expected,
    ]);
    expect(readwise.read({ ...hook, title: 'Middlemarch', author: 'George Eliot' })).toEqual([expected]);
  });

  it('leaves a highlight webhook or list item without its book’s title to the general rules (a Reading needs a title)', () => {
    const hook = {
      id: 111,
      text: 'What gets measured gets managed.',
      note: '',
      location: 591,
      location_type: 'location',
      highlighted_at: null,
      url: null,
      color: 'yellow',
      updated: '2026-01-16T10:19:10Z',
      book_id: 333,
      tags: [],
      event_type: 'readwise.highlight.created',
      secret: 's',
    };
    expect(readwise.matches(hook)).toBe(false);
    expect(
      readwise.matches({
        count: 1,
        next: null,
        previous: null,
        results: [{ id: 111, text: 'x', highlighted_at: null, book_id: 333, location_type: 'page' }],
      }),
    ).toBe(false);
  });

  it('reads a Reader document saved (once for both created events) and finished; not feed items, child highlights, moves or tags', () => {
    const saved = readwise.read(created);
    expect(saved).toEqual([
      {
        type: 'reading',
        action: 'saved',
        title: 'Cities that let you walk home at night',
        author: 'Noor Haddad',
        at: { instant: Date.parse('2026-04-18T06:12:03.000Z') },
        identity: `readwise:reader:${String(created.id)}:saved`,
      },
    ]);
    expect(readwise.read(nonFeedCreated)).toEqual(saved);
    for (const payload of [feedItem, tagsUpdated, childHighlight])
      expect(interpret(payload)).toEqual({ vendor: readwise.vendor, events: [] });
    expect(readwise.read(pdf)[0]).toMatchObject({
      action: 'saved',
      title: 'Allotment association spring newsletter',
      note: 'Plot 14 water rota is in here somewhere',
    });
    expect(readwise.read(finished)).toEqual([
      {
        type: 'reading',
        action: 'finished',
        title: 'Cities that let you walk home at night',
        author: 'Noor Haddad',
        identity: `readwise:reader:${String(created.id)}:finished`,
      },
    ]);
  });

  it('does not take look-alikes: a generic results page, a note with text, another webhook with an event type', () => {
    expect(readwise.matches({ count: 1, results: [{ title: 'A book', highlights: 3 }] })).toBe(false);
    expect(readwise.matches({ text: 'Buy milk', note: 'today' })).toBe(false);
    expect(readwise.matches({ event_type: 'readwise.highlight.created', text: 'x' })).toBe(false);
    expect(readwise.matches({ event_type: 'page.created', id: 'x', category: 'page' })).toBe(false);
  });
});
