import { entryOf } from '../../../../../test/support/composed-entry';

// Whose act a record is when a one-word field names them as text (`author: "Maria Santos"`, `committer: "rahul-menon"`)
// rather than as an object (issue 34, left over from round 12: a deploy's committer named by a bare handle).

describe('who acted, named by a one-word field', () => {
  const identities = ['Ada Lovelace', 'ada'];

  it('tells another’s comment as theirs and a deploy as its committer’s, the person’s own as hers', () => {
    const text = entryOf(
      [
        {
          at: '10:03:00',
          payload: {
            id: 'd1',
            name: 'bakery-site',
            state: 'ready',
            title: 'Fix the booking form',
            committer: 'rahul-menon',
            created_at: '2026-11-21T10:01:00Z',
          },
        },
        {
          at: '12:03:00',
          payload: {
            id: 'd2',
            name: 'bakery-site',
            state: 'ready',
            title: 'New menu page',
            committer: 'ada',
            created_at: '2026-11-21T12:01:00Z',
          },
        },
        {
          at: '13:03:00',
          payload: {
            id: 'c1',
            type: 'comment',
            body: 'Looks good to me, ship it',
            author: 'Maria Santos',
            created_at: '2026-11-21T13:02:00Z',
          },
        },
      ],
      'Deploys',
      identities,
    );
    expect(text).toContain('Maria Santos: “Looks good to me, ship it”');
    expect(text).toMatch(/rahul-menon: Fix the booking form/);
    expect(text).not.toMatch(/ada: New menu page|ada\b.*New menu page/);
  });

  it('never takes an id or a sentence in such a field for a person', () => {
    const text = entryOf(
      [
        { at: '09:00:00', payload: { id: 'm1', type: 'message', text: 'Standup moved to ten', user: 'U024BE7LH' } },
        {
          at: '09:30:00',
          payload: {
            id: 'm2',
            type: 'message',
            text: 'Lunch at the noodle bar?',
            sender: 'Priya (via the team app, 2 devices)',
          },
        },
      ],
      'Chat',
      identities,
    );
    expect(text).not.toMatch(/U024BE7LH|via the team app/);
    expect(text).toContain('Standup moved to ten');
  });
});

// A class met in the fourteenth round of first contact (issue 34): a post with its files attached, each file with
// its own type and time, below the post's envelope.
describe('a post with files attached', () => {
  it('tells the post’s own words, not only its files', () => {
    const text = entryOf([
      {
        at: '03:00:00',
        payload: {
          type: 'note',
          body: {
            post: {
              id: 'p1',
              createdAt: '2026-11-21T03:00:00.000Z',
              user: { id: 'u1', username: 'kit', avatarUrl: 'https://cdn.example.social/avatar/u1.webp' },
              text: 'First frost on the allotment this morning',
              attachments: [
                {
                  id: 'f1',
                  createdAt: '2026-11-21T02:58:00.000Z',
                  type: 'image/jpeg',
                  name: 'IMG_1.jpg',
                  comment: 'Frosted kale',
                },
                { id: 'f2', createdAt: '2026-11-21T02:59:00.000Z', type: 'image/jpeg', name: 'IMG_2.jpg' },
              ],
            },
          },
        },
      },
    ]);
    expect(text).toContain('First frost on the allotment this morning');
    expect(text).not.toMatch(/IMG_|image\/jpeg|avatar/);
  });
});
