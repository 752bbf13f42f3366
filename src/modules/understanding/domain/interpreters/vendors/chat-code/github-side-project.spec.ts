import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { readWithoutActor } from '../../../../../../../test/support/code-events';
import { interpret } from '../../interpret';
import { github } from './github';

const read = readWithoutActor(github);

type Payload = Record<string, unknown>;

describe('the GitHub interpreter on a day of deliveries', () => {
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
});
