import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { loadDayFixture } from '../../../../../../../test/fixtures/days';
import { readWithoutActor } from '../../../../../../../test/support/code-events';
import { interpret } from '../../interpret';
import { gitlab } from './gitlab';

const read = readWithoutActor(gitlab);

type Payload = Record<string, unknown>;

describe('the GitLab interpreter', () => {
  describe('through a merge request review', () => {
    const payloads = loadCorpusDay('gitlab-merge-request-review').deliveries.map((d) => d.payload as Payload);
    const [
      opened,
      newCommits,
      renamed,
      note,
      systemNote,
      cancelled,
      passed,
      approval,
      approved,
      merged,
      mergePush,
      mainFailed,
      task,
      member,
      token,
    ] = payloads;
    const request = 'gitlab:merge-request:60218843!214';

    it('tells the opening, renames it when its title changes, and leaves out updates that only push commits', () => {
      expect(read(opened)).toEqual([
        {
          type: 'code',
          object: 'merge request',
          action: 'opened',
          title: 'Draft: GST on invoices',
          repository: 'payments-web',
          branch: 'main',
          at: { instant: Date.parse('2026-11-02T22:12:30Z') },
          identity: `${request}:opened`,
        },
      ]);
      expect(read(newCommits)).toEqual([]);
      expect(read(renamed)).toEqual([
        {
          type: 'code',
          object: 'merge request',
          action: 'opened',
          title: 'Show GST separately on Australian invoices',
          identity: `${request}:opened`,
          update: true,
        },
      ]);
    });

    it('reads a reviewer’s comment and leaves out GitLab’s system notes', () => {
      expect(read(note)).toMatchObject([
        {
          object: 'comment',
          title: 'Show GST separately on Australian invoices',
          text: 'Rounding looks right now. Can we add a test for a $0.05 invoice? That is where half-up and half-even differ.',
        },
      ]);
      expect(interpret(systemNote)).toEqual({ vendor: gitlab.vendor, events: [] });
    });

    it('tells one approval (approval and approved are the same step) and the merge; the merge commit’s push is the merge', () => {
      expect(read(approval)).toEqual(read(approved));
      expect(read(approved)).toMatchObject([{ action: 'approved', identity: `${request}:approved` }]);
      expect(read(merged)).toMatchObject([
        { action: 'merged', at: { instant: Date.parse('2026-11-03T04:30:11Z') }, identity: `${request}:merged` },
      ]);
      expect(read(mergePush)).toEqual([]);
    });

    it('reads a merge request pipeline on its source branch, a cancelled one as cancelled, and a task work item as an issue', () => {
      expect(read(cancelled)).toMatchObject([{ object: 'pipeline', action: 'cancelled', branch: 'gst-line' }]);
      expect(read(passed)).toMatchObject([{ action: 'succeeded', branch: 'gst-line' }]);
      expect(read(mainFailed)).toMatchObject([{ action: 'failed', branch: 'main' }]);
      expect(read(task)).toMatchObject([
        {
          object: 'issue',
          action: 'opened',
          title: 'Backfill GST lines on invoices issued since 1 October',
          at: { instant: Date.parse('2026-11-03T05:04:59Z') },
        },
      ]);
    });

    it('recognises group member events and expiring tokens as plumbing', () => {
      for (const payload of [member, token]) expect(interpret(payload)).toEqual({ vendor: gitlab.vendor, events: [] });
    });
  });

  it('counts every commit of a push that lists only the newest 20, and keeps other merge commits counted but unquoted', () => {
    const push = loadDayFixture('developer-day')
      .artifacts.map((a) => a.payload as Payload)
      .find((payload) => payload.object_kind === 'push')!;
    const commits = Array.from({ length: 20 }, (_, i) => ({
      id: `${i}`.padStart(40, 'a'),
      message: i === 0 ? "Merge branch 'main' into feat/offline-sync" : `Step ${i}\n\nDetails`,
    }));
    expect(read({ ...push, commits, total_commits_count: 26 })).toMatchObject([
      { commits: ['Step 1', 'Step 2', 'Step 3'], commitCount: 26 },
    ]);
    expect(read({ ...push, after: '0'.repeat(40), commits: [] })).toEqual([]);
  });

  it('takes no look-alike and no other vendor’s payload', () => {
    expect(gitlab.matches({ object_kind: 'push' })).toBe(false);
    expect(gitlab.matches({ object_kind: 'gadget', project: { name: 'p' } })).toBe(false);
    expect(
      gitlab.matches({
        ref: 'refs/heads/main',
        commits: [],
        pusher: { name: 'a' },
        sender: { login: 'a' },
        repository: { name: 'r' },
      }),
    ).toBe(false);
    expect(gitlab.matches({ event_name: 'user_add_to_group' })).toBe(false);
    expect(gitlab.matches({ note: 'object_kind push' })).toBe(false);
  });

  it('does not throw on odd values nor take a step off the prototype', () => {
    expect(
      read({ object_kind: 'merge_request', project: { id: 1 }, object_attributes: { action: 'constructor' } }),
    ).toEqual([]);
    expect(read({ object_kind: 'pipeline', project: { id: 1 }, object_attributes: { status: 'toString' } })).toEqual(
      [],
    );
    expect(read({ object_kind: 'push', project: 5, commits: 'many', after: 7 })).toEqual([]);
    expect(read({ object_kind: 'note', project: {}, object_attributes: { note: 5 } })).toEqual([]);
  });
});
