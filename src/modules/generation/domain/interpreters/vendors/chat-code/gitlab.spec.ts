import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { loadDayFixture } from '../../../../../../../test/fixtures/days';
import { interpret } from '../../interpret';
import { gitlab } from './gitlab';

/** The events without who made them (that is asserted on its own). */
const read = (payload: Record<string, unknown>) =>
  gitlab.read(payload).map((event) => {
    if (event.type !== 'code') return event;
    const { actor: _actor, ...rest } = event;
    return rest;
  });

type Payload = Record<string, unknown>;

describe('the GitLab interpreter', () => {
  describe('on a release day', () => {
    const payloads = loadCorpusDay('gitlab-release-day').deliveries.map((d) => d.payload as Payload);
    const [
      push,
      running,
      passed,
      job,
      issueOpened,
      issueNote,
      commitNote,
      fixPush,
      failed,
      retried,
      issueClosed,
      wiki,
      tag,
      release,
      tagPipeline,
      deploying,
      deployed,
      emoji,
      flag,
    ] = payloads;
    const project = '51839204';

    it('reads a push as its commits’ subjects, told when it arrived (its commits carry when they were written, not when they were pushed)', () => {
      expect(read(push)).toEqual([
        {
          type: 'code',
          object: 'commit',
          action: 'pushed',
          repository: 'trail-maps',
          branch: 'main',
          commits: [
            'Draw elevation profiles for loop routes',
            'Cache hillshade tiles for a week',
            'Simplify tile URLs',
          ],
          commitCount: 3,
          identity: `gitlab:push:${project}:${String(push.after)}`,
        },
      ]);
      expect(read(fixPush)).toMatchObject([
        { commits: ['Keep the old tile cache key for one more release'], commitCount: 1 },
      ]);
    });

    it('reads pipelines when they end, at finished_at; a retried pipeline replaces its failure; a tag pipeline has no branch', () => {
      expect(read(running)).toEqual([]);
      expect(read(passed)).toEqual([
        {
          type: 'code',
          object: 'pipeline',
          action: 'succeeded',
          repository: 'trail-maps',
          branch: 'main',
          at: { instant: Date.parse('2026-08-20T07:03:48Z') },
          identity: `gitlab:pipeline:${project}:1987240110`,
        },
      ]);
      const [first] = gitlab.read(failed);
      expect(first).toMatchObject({ action: 'failed' });
      expect(read(retried)).toMatchObject([{ action: 'succeeded', identity: first.identity }]);
      expect(read(tagPipeline)).toEqual([
        {
          type: 'code',
          object: 'pipeline',
          action: 'succeeded',
          repository: 'trail-maps',
          at: { instant: Date.parse('2026-08-20T12:38:50Z') },
          identity: `gitlab:pipeline:${project}:1987562108`,
        },
      ]);
    });

    it('reads issues opened and closed, and comments on an issue and on a commit (named by its subject)', () => {
      expect(read(issueOpened)).toEqual([
        {
          type: 'code',
          object: 'issue',
          action: 'opened',
          title: 'Elevation profile is empty for loop routes',
          repository: 'trail-maps',
          at: { instant: Date.parse('2026-08-20T07:29:40Z') },
          identity: `gitlab:issue:${project}#58:opened`,
        },
      ]);
      expect(read(issueClosed)).toMatchObject([
        {
          action: 'closed',
          at: { instant: Date.parse('2026-08-20T10:02:56Z') },
          identity: `gitlab:issue:${project}#58:closed`,
        },
      ]);
      expect(read(issueNote)).toEqual([
        {
          type: 'code',
          object: 'comment',
          action: 'commented',
          title: 'Elevation profile is empty for loop routes',
          repository: 'trail-maps',
          text: 'Reproduced with the Schneeberg loop: the distance axis starts and ends at 0 km. Fix is already on `main`.',
          at: { instant: Date.parse('2026-08-20T07:50:21Z') },
          identity: 'gitlab:note:2069411833',
        },
      ]);
      expect(read(commitNote)).toMatchObject([{ object: 'commit', action: 'commented', title: 'Simplify tile URLs' }]);
    });

    it('reads a tag pushed, a release created as published, and a deployment when it succeeds', () => {
      expect(read(tag)).toEqual([
        {
          type: 'code',
          object: 'tag',
          action: 'created',
          title: 'v2.3.0',
          repository: 'trail-maps',
          identity: `gitlab:tag:${project}:v2.3.0`,
        },
      ]);
      expect(read(release)).toEqual([
        {
          type: 'code',
          object: 'release',
          action: 'published',
          title: 'v2.3.0 – Loop profiles',
          repository: 'trail-maps',
          at: { instant: Date.parse('2026-08-20T12:31:04Z') },
          identity: `gitlab:release:${project}:v2.3.0`,
        },
      ]);
      expect(read(deploying)).toEqual([]);
      expect(read(deployed)).toEqual([
        {
          type: 'code',
          object: 'deployment',
          action: 'succeeded',
          title: 'production',
          repository: 'trail-maps',
          at: { instant: Date.parse('2026-08-20T12:46:32Z') },
          identity: 'gitlab:deployment:4410287',
        },
      ]);
    });

    it('recognises jobs, wiki pages, emoji and feature flags as plumbing', () => {
      for (const payload of [running, job, wiki, emoji, flag, deploying])
        expect(interpret(payload)).toEqual({ vendor: gitlab.vendor, events: [] });
    });
  });

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
