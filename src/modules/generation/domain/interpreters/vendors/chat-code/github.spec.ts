import * as fs from 'node:fs';
import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { github } from './github';

/** The events without who made them (that is asserted on its own). */
const read = (payload: Record<string, unknown>) =>
  github.read(payload).map((event) => {
    if (event.type !== 'code') return event;
    const { actor: _actor, ...rest } = event;
    return rest;
  });

type Payload = Record<string, unknown>;

describe('the GitHub interpreter', () => {
  const examples = (
    JSON.parse(fs.readFileSync(require.resolve('@octokit/webhooks-examples'), 'utf8')) as Array<{
      name: string;
      examples: Payload[];
    }>
  ).flatMap((event) => event.examples.map((payload) => [event.name, payload] as const));

  it('recognises every public example of every webhook event, and writes neither an address nor an id', () => {
    expect(examples.length).toBe(329);
    for (const [name, payload] of examples) {
      const reading = interpret(payload);
      expect({ name, vendor: reading?.vendor }).toEqual({ name, vendor: github.vendor });
      const written = JSON.stringify(reading!.events.map(({ at: _at, identity: _identity, ...told }) => told));
      expect({ name, written }).not.toEqual({
        name,
        written: expect.stringMatching(/https?:|\d{7,}|[0-9a-f]{40}|node_id|MDQ6/),
      });
    }
  });

  it('tells the events a person follows and reads the rest as plumbing', () => {
    const told = new Set(
      examples
        .filter(([, payload]) => github.read(payload).length > 0)
        .map(([name, payload]) => `${name}${payload.action ? `.${String(payload.action)}` : ''}`),
    );
    expect([...told].sort()).toEqual([
      'commit_comment.created',
      'create',
      'deployment_status.created',
      'discussion.created',
      'discussion_comment.created',
      'discussion_comment.edited',
      'issue_comment.created',
      'issue_comment.edited',
      'issues.opened',
      'issues.reopened',
      'pull_request.closed',
      'pull_request.opened',
      'pull_request.reopened',
      'pull_request_review_comment.created',
      'pull_request_review_comment.edited',
      'push',
      'release.published',
      'star.created',
      'watch.started',
      'workflow_run.completed',
    ]);
  });

  describe('on a side project', () => {
    const payloads = loadCorpusDay('github-side-project').deliveries.map((d) => d.payload as Payload);
    const [
      ping,
      pushMain,
      createBranch,
      pushBranch,
      opened,
      runFailed,
      checkSuite,
      ,
      runPassed,
      issueOpened,
      comment,
      merged,
      mergePush,
      branchDeleted,
      deleteEvent,
    ] = payloads;
    const [, , createTag, pushTag, releaseCreated, releasePublished, releaseReleased, star, watch, fork] =
      payloads.slice(15);

    it('reads a push as its commits’ subjects (bodies left out) on its branch, at the repository’s pushed_at', () => {
      expect(read(pushMain)).toEqual([
        {
          type: 'code',
          object: 'commit',
          action: 'pushed',
          repository: 'tidepool',
          branch: 'main',
          commits: ['Parse harmonic constituents from the NOAA XML', 'Cache station metadata for a day'],
          commitCount: 2,
          at: { instant: Date.parse('2026-06-13T08:40:11Z') },
          identity: `github:push:ruitavares/tidepool:${String(pushMain.after)}`,
        },
      ]);
    });

    it('lists at most three subjects of a push and counts them all', () => {
      expect(read(pushBranch)).toMatchObject([
        {
          branch: 'offline-tables',
          commits: [
            'Add a tables module that precomputes 30 days of highs and lows',
            'Store precomputed tables under the XDG data dir',
            'Add --offline to read tables without the network',
          ],
          commitCount: 5,
        },
      ]);
    });

    it('tells a pull request opened and merged as two steps, and the merge commit’s push as nothing more', () => {
      expect(read(opened)).toEqual([
        {
          type: 'code',
          object: 'pull request',
          action: 'opened',
          title: 'Offline tide tables for the next 30 days',
          repository: 'tidepool',
          branch: 'main',
          at: { instant: Date.parse('2026-06-13T10:49:02Z') },
          identity: 'github:pull:ruitavares/tidepool#42:opened',
        },
      ]);
      expect(read(merged)).toMatchObject([
        {
          action: 'merged',
          at: { instant: Date.parse('2026-06-13T13:10:43Z') },
          identity: 'github:pull:ruitavares/tidepool#42:merged',
        },
      ]);
      expect(read(mergePush)).toEqual([]);
    });

    it('reads finished workflow runs as pipelines with their outcome', () => {
      expect(read(runFailed)).toEqual([
        {
          type: 'code',
          object: 'pipeline',
          action: 'failed',
          title: 'CI',
          repository: 'tidepool',
          branch: 'offline-tables',
          at: { instant: Date.parse('2026-06-13T10:53:37Z') },
          identity: 'github:run:15522904718',
        },
      ]);
      expect(read(runPassed)).toMatchObject([{ action: 'succeeded' }]);
    });

    it('quotes a comment with its links by their labels and its shortcodes as emoji', () => {
      expect(read(issueOpened)).toMatchObject([
        { object: 'issue', action: 'opened', title: 'Tide heights are off by an hour in the Azores' },
      ]);
      expect(read(comment)).toEqual([
        {
          type: 'code',
          object: 'comment',
          action: 'commented',
          title: 'Tide heights are off by an hour in the Azores',
          repository: 'tidepool',
          text: 'Good catch! The Azores are UTC-1 and I was using the Lisbon offset for every station. Fix coming in 0.4.0 🚢',
          at: { instant: Date.parse('2026-06-13T12:30:25Z') },
          identity: 'github:comment:2961447310',
        },
      ]);
    });

    it('tells a tag once (its create and its push are one), a release once (published of created, published, released), a star once (star and watch)', () => {
      const [tag] = read(createTag);
      expect(tag).toEqual({
        type: 'code',
        object: 'tag',
        action: 'created',
        title: 'v0.4.0',
        repository: 'tidepool',
        identity: 'github:tag:ruitavares/tidepool:v0.4.0',
      });
      expect(read(pushTag)).toEqual([{ ...tag, at: { instant: Date.parse('2026-06-13T15:30:08Z') } }]);
      expect([releaseCreated, releasePublished, releaseReleased].map((payload) => read(payload))).toEqual([
        [],
        [
          {
            type: 'code',
            object: 'release',
            action: 'published',
            title: 'v0.4.0 — Offline tables',
            repository: 'tidepool',
            at: { instant: Date.parse('2026-06-13T15:32:40Z') },
            identity: 'github:release:232087714',
          },
        ],
        [],
      ]);
      expect(read(star)).toEqual([
        {
          type: 'code',
          object: 'star',
          action: 'starred',
          repository: 'tidepool',
          at: { instant: Date.parse('2026-06-13T18:45:11Z') },
          identity: 'github:star:ruitavares/tidepool:kaito-m',
        },
      ]);
      expect(read(watch)).toEqual([
        {
          type: 'code',
          object: 'star',
          action: 'starred',
          repository: 'tidepool',
          identity: 'github:star:ruitavares/tidepool:kaito-m',
        },
      ]);
    });

    it('reads the ping, branches created and deleted, check suites and forks as plumbing', () => {
      for (const payload of [ping, createBranch, checkSuite, branchDeleted, deleteEvent, fork])
        expect(interpret(payload)).toEqual({ vendor: github.vendor, events: [] });
    });
  });

  describe('on a day of reviews', () => {
    const payloads = loadCorpusDay('github-review-day').deliveries.map((d) => d.payload as Payload);
    const [
      opened,
      jobQueued,
      ,
      approved,
      lineComment,
      lineReview,
      changesRequested,
      renamed,
      reviewRequested,
      discussion,
      ,
      comment,
      commentEdited,
    ] = payloads;
    const [, deploymentCreated, deploymentRunning, deployed, stagingFailed, status, closed] = payloads.slice(13);

    it('reads reviews by their state with their words; a review of line comments alone is its comments', () => {
      expect(read(approved)).toEqual([
        {
          type: 'code',
          object: 'review',
          action: 'approved',
          title: 'Retry idempotent writes on 503',
          repository: 'ledger-api',
          text: 'LGTM, nice cleanup of the retry logic 🚀',
          at: { instant: Date.parse('2026-04-14T13:35:12Z') },
          identity: 'github:review:2919044102',
        },
      ]);
      expect(read(lineComment)).toMatchObject([
        {
          object: 'comment',
          title: 'Add currency to ledger entries',
          text: 'Should this be `Decimal` rather than `f64`? Rounding will bite us on JPY.',
        },
      ]);
      expect(read(lineReview)).toEqual([]);
      expect(read(changesRequested)).toMatchObject([
        {
          object: 'review',
          action: 'changes requested',
          text: 'Needs a migration for the new column before we can merge.',
        },
      ]);
    });

    it('renames the opening of a pull request whose title was edited, and replaces an edited comment’s text', () => {
      expect(read(opened)).toMatchObject([
        {
          action: 'opened',
          title: 'Snapshot ledgers to Parquet nightly',
          identity: 'github:pull:harbor-labs/ledger-api#318:opened',
        },
      ]);
      expect(read(renamed)).toEqual([
        {
          type: 'code',
          object: 'pull request',
          action: 'opened',
          title: 'Snapshot ledgers to Parquet every night at 02:00',
          identity: 'github:pull:harbor-labs/ledger-api#318:opened',
          update: true,
        },
      ]);
      const [written] = github.read(comment);
      expect(read(commentEdited)).toEqual([
        {
          type: 'code',
          object: 'comment',
          action: 'commented',
          text: "Repro'd on staging: the connection pool runs dry after 30 s at 400 rps. Raising max_connections to 64 fixes it.",
          identity: written.identity,
          update: true,
        },
      ]);
    });

    it('reads a new discussion as a post in the repository’s discussions', () => {
      expect(read(discussion)).toEqual([
        {
          type: 'message',
          kind: 'post',
          text: 'RFC: keep 90 days of snapshots, not 30',
          where: 'ledger-api discussions',
          at: { instant: Date.parse('2026-04-14T17:30:44Z') },
          identity: 'github:discussion:8812044',
        },
      ]);
    });

    it('reads deployments when they end, and pull requests closed unmerged', () => {
      expect(read(deployed)).toEqual([
        {
          type: 'code',
          object: 'deployment',
          action: 'succeeded',
          title: 'production',
          repository: 'ledger-api',
          at: { instant: Date.parse('2026-04-14T20:26:40Z') },
          identity: 'github:deployment:2718890512',
        },
      ]);
      expect(read(stagingFailed)).toMatchObject([{ action: 'failed', title: 'staging' }]);
      expect(read(closed)).toMatchObject([
        { object: 'pull request', action: 'closed', title: 'Try sqlx offline mode' },
      ]);
      for (const payload of [jobQueued, reviewRequested, deploymentCreated, deploymentRunning, status])
        expect(interpret(payload)).toEqual({ vendor: github.vendor, events: [] });
    });
  });

  it('takes no look-alike and no other vendor’s payload', () => {
    expect(github.matches({ sender: { login: 'octocat' } })).toBe(false);
    expect(github.matches({ action: 'opened', issue: { title: 'x' }, repository: { name: 'r' } })).toBe(false);
    expect(github.matches({ object_kind: 'push', user_name: 'a', project: { name: 'p' }, commits: [] })).toBe(false);
    expect(github.matches({ note: 'sender login repository' })).toBe(false);
  });

  it('does not take a value off the prototype for an outcome or a step', () => {
    const sender = { login: 'a' };
    expect(
      read({ action: 'completed', workflow_run: { conclusion: 'constructor' }, repository: { name: 'r' }, sender }),
    ).toEqual([]);
    expect(read({ action: 'toString', issue: { number: 1, title: 't' }, repository: { name: 'r' }, sender })).toEqual(
      [],
    );
    expect(read({ action: 'submitted', review: { state: '__proto__' }, pull_request: { title: 't' }, sender })).toEqual(
      [],
    );
  });
});

describe('the GitHub interpreter names who did it', () => {
  it('tells a change with the login of its sender: a star or an approval is often someone else’s', () => {
    const star = {
      action: 'created',
      starred_at: '2026-06-13T10:00:00Z',
      repository: { name: 'tidepool', full_name: 'ruitavares/tidepool' },
      sender: { login: 'kaito-m' },
    };
    expect(github.read(star)).toMatchObject([{ type: 'code', object: 'star', actor: 'kaito-m' }]);
  });
});
