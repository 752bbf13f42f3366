import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { readWithoutActor } from '../../../../../../../test/support/code-events';
import { interpret } from '../../interpret';
import { gitlab } from './gitlab';

const read = readWithoutActor(gitlab);

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
});
