import { artifact, digestOf } from '../../../../../test/support/digest-day';
import { withLoneShortcodesRead } from '../vocabulary/emoji';
import { looksLikeIdentifier, withHashesShortened, withMarkupRead } from '../vocabulary/value-shapes';
import { identityOf } from './item-shape';

/** Round 35's classes: a webhook's own metadata beside its event, and texts a machine wrote among a person's. */
const subscription = (type: string) => ({
  id: '2b7e61c4-0f3a-4a8d-9c55-6e1f7b93d2a0',
  type,
  version: '1',
  status: 'enabled',
  cost: 0,
  condition: { broadcaster_user_id: '518273645' },
  transport: { method: 'webhook', callback: 'https://hooks.example.net/twitch' },
  created_at: '2025-08-02T17:40:11Z',
});
const me = {
  broadcaster_user_id: '518273645',
  broadcaster_user_login: 'marisolplays',
  broadcaster_user_name: 'MarisolPlays',
};
const identities = ['MarisolPlays', 'Marisol Vega'];
const told = (digest: ReturnType<typeof digestOf>) =>
  digest.sources[0].groups.map((group) => ({
    kinds: group.kinds.map((kind) => kind.kind),
    notices: group.notices,
    records: group.records.map((record) => ({ state: record.state, by: record.by ?? null })),
    labels: group.labels,
  }));

describe('a webhook’s own metadata beside the event it carries', () => {
  it('takes the event’s kind from it, never its status, and reads the two objects as one event', () => {
    const online = {
      subscription: subscription('stream.online'),
      event: { id: '42170386921', ...me, type: 'live', started_at: '2026-11-21T19:00:04Z' },
    };
    const follow = {
      subscription: subscription('channel.follow'),
      event: {
        user_id: '733190452',
        user_login: 'pixelpenguin88',
        user_name: 'PixelPenguin88',
        ...me,
        followed_at: '2026-11-21T19:26:31Z',
      },
    };
    const digest = digestOf(
      [artifact('Twitch', online, '19:00:06'), artifact('Twitch', follow, '19:26:33')],
      'UTC',
      identities,
    );
    const groups = told(digest);
    expect(digest.sources[0].items).toBe(2);
    expect(JSON.stringify(groups)).not.toContain('enabled');
    expect(groups).toContainEqual(expect.objectContaining({ kinds: ['Channel follow'], notices: 0 }));
    // The person's own event at its own time is what happened then, not a "go and fetch" notice.
    expect(groups.find((group) => group.kinds[0] === 'Live')?.notices).toBe(0);
  });

  it('tells another’s act with their running totals, and the one an act went to', () => {
    const gift = {
      subscription: subscription('channel.subscription.gift'),
      event: {
        user_id: '201774398',
        user_login: 'texasteatime',
        user_name: 'TexasTeaTime',
        ...me,
        total: 5,
        tier: '1000',
        cumulative_total: 17,
        is_anonymous: false,
      },
    };
    const raid = {
      subscription: subscription('channel.raid'),
      event: {
        from_broadcaster_user_id: '518273645',
        from_broadcaster_user_login: 'marisolplays',
        from_broadcaster_user_name: 'MarisolPlays',
        to_broadcaster_user_id: '87342105',
        to_broadcaster_user_login: 'lunawhistles',
        to_broadcaster_user_name: 'LunaWhistles',
        viewers: 112,
      },
    };
    const digest = digestOf(
      [artifact('Twitch', gift, '20:12:11'), artifact('Twitch', raid, '22:29:04')],
      'UTC',
      identities,
    );
    const groups = told(digest);
    expect(groups.find((group) => group.kinds[0] === 'Channel subscription gift')).toMatchObject({
      notices: 0,
      records: [{ by: expect.stringMatching(/^texasteatime$/i) }],
    });
    expect(JSON.stringify(digest.sources[0].groups)).toContain('to LunaWhistles');
  });

  it('tells an event its delivery names though it carries no time of its own: it happened when it was sent', () => {
    const offline = { subscription: subscription('stream.offline'), event: { ...me } };
    const groups = told(digestOf([artifact('Twitch', offline, '22:31:22')], 'UTC', identities));
    expect(groups).toContainEqual(expect.objectContaining({ kinds: ['Stream offline'], notices: 0 }));
  });
});

describe('texts a machine wrote', () => {
  it('shortens a hash among words to git’s seven digits, and leaves out a word that only labels one', () => {
    expect(withHashesShortened('This reverts commit 4f7a2e91c05b3d68e1a9f27c4b0d53e86a1f9c27.')).toBe(
      'This reverts commit 4f7a2e9.',
    );
    expect(withHashesShortened('commit 4f7a2e91c05b3d68e1a9f27c4b0d53e86a1f9c27')).toBeNull();
    expect(withHashesShortened('Order 0a4c7e1f-5b92-4d3e-8f61-2c9d0b7a3e48 was packed')).toBe('Order was packed');
    // Digits alone are a number or an epoch, read elsewhere; a short sha in a title is the title's.
    expect(withHashesShortened('1749884400000000000')).toBe('1749884400000000000');
    expect(withHashesShortened('Deploy payments-api e2d9a47 to production')).toBe(
      'Deploy payments-api e2d9a47 to production',
    );
  });

  it('reads a configuration file’s lines as no one’s words, and a list of a person’s lines as theirs', () => {
    expect(looksLikeIdentifier('steps:\n  - label: ":rspec: RSpec"\n    command: bin/ci rspec\n')).toBe(true);
    expect(looksLikeIdentifier('{\n  "name": "x",\n  "on": true\n}')).toBe(true);
    expect(looksLikeIdentifier('Packed the boxes.\nNote: the van comes at 9.\nCalled Mum.')).toBe(false);
  });

  it('writes shortcodes standing alone as their emoji and leaves out a workspace’s own', () => {
    expect(withLoneShortcodesRead(':rocket: Release to production?')).toBe('🚀 Release to production?');
    expect(withLoneShortcodesRead(':rspec: RSpec')).toBe('RSpec');
    expect(withLoneShortcodesRead(':pipeline:')).toBe('');
    // A code's colons are no shortcode, nor is a clock's.
    expect(withLoneShortcodesRead('urn:isbn:0451450523')).toBe('urn:isbn:0451450523');
    expect(withLoneShortcodesRead('back at 10:30:45 sharp')).toBe('back at 10:30:45 sharp');
  });
});

describe('round 38’s classes', () => {
  it('names the record an event is about by its kind’s whole noun, not its first word', () => {
    const completed = (id: string, lesson: string) => ({
      id: `msg_${id}`,
      type: 'course_lesson_interaction.completed',
      data: {
        id,
        completed: true,
        lesson: { id: `lesn_${id}`, title: lesson },
        course: { id: 'cors_8Jq2', title: 'Watercolor' },
      },
    });
    // Two lessons of one course completed are two records, not two versions of the course.
    expect(identityOf(completed('crsli_1', 'Mixing Sky Blues'))).not.toBe(
      identityOf(completed('crsli_2', 'Wet-on-Wet Clouds')),
    );
    expect(identityOf({ id: 'evt_1', type: 'status.created', status: { id: 's1' } })).toBe('id:s1');
  });

  it('reads a machine’s message as rendered: an id in a code span left out, emphasis and code marks dropped', () => {
    expect(withMarkupRead('restic snapshot `a3f91c0e` saved for **nas-berlin**: 2.3 GB added')).toBe(
      'restic snapshot saved for nas-berlin: 2.3 GB added',
    );
    expect(withMarkupRead('run `npm test` before **merging**')).toBe('run npm test before merging');
    expect(withMarkupRead('2 * 3 = 6, a ** b')).toBe('2 * 3 = 6, a ** b');
  });
});
