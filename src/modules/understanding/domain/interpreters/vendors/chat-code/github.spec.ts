import * as fs from 'node:fs';
import { readWithoutActor } from '../../../../../../../test/support/code-events';
import { interpret } from '../../interpret';
import { github } from './github';

const read = readWithoutActor(github);

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
