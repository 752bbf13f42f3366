import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { readWithoutActor } from '../../../../../../../test/support/code-events';
import { interpret } from '../../interpret';
import { github } from './github';

const read = readWithoutActor(github);

type Payload = Record<string, unknown>;

describe('the GitHub interpreter on a day of deliveries', () => {
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
});
