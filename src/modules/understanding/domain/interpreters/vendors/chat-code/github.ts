import type { DiaryEvent } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, isObject, objectAt, textAt } from '../../../vocabulary/json-reading';
import { withActor } from './texts';
import { change } from './code-change';
import { readIssue, readPullRequest, readReview, readComment, readDiscussion } from './github-issues';
import { readPush, readCreate } from './github-pushes';
import { readRelease, readWorkflowRun, readDeployment } from './github-runs';

/**
 * GitHub webhooks (https://docs.github.com/en/webhooks/webhook-events-and-payloads;
 * every example of @octokit/webhooks-examples, api.github.com/index.json).
 *
 * The event's name travels in a header, so the payload is known by its keys:
 * `pusher` and `commits` are a push, `review` beside `pull_request` a review,
 * `starred_at` a star, and so on. What a person follows of their code is
 * written: pushes (commit subjects, a few of them), issues and pull requests
 * opened, closed, merged or reopened, comments and reviews, releases
 * published, stars, finished workflow runs and deployments. The rest (labels,
 * assignments, check suites, installations, pings, branch protection, members,
 * projects, security alerts, the `create`/`delete` of a branch) is plumbing
 * and reads as nothing. Identities are per thing and per step (an issue's
 * opening and its closing are both told), so a redelivery is not told twice
 * and an edited title renames the opening.
 */
export const github: Interpreter = {
  vendor: 'GitHub: webhooks',

  matches(value) {
    if (isObject(value.security_advisory)) return typeof value.security_advisory.ghsa_id === 'string';
    const sender = value.sender;
    if (!isObject(sender) || typeof sender.login !== 'string') return false;
    return (
      ['repository', 'organization', 'installation', 'enterprise', 'hook'].some((key) => isObject(value[key])) ||
      'action' in value
    );
  },

  read(value) {
    // The owner acting on their own repository is the person: their changes are told without a name.
    const sender = textAt(value, 'sender.login');
    // Gitea and Forgejo send GitHub's shapes with the sender's own name beside the login: "Merve Kaya", not "mkaya".
    const named = textAt(value, 'sender.full_name')?.trim() || sender;
    return withActor(readEvent(value), sender === textAt(value, 'repository.owner.login') ? undefined : named);
  },
};

/** The `watch` event (starring, under its old name) has nothing but these. */
const WATCH_KEYS = new Set(['action', 'repository', 'sender', 'installation', 'organization', 'enterprise']);

function readEvent(value: JsonObject): DiaryEvent[] {
  const repository = textAt(value, 'repository.name');
  const fullName = textAt(value, 'repository.full_name') ?? repository ?? '';
  const action = textAt(value, 'action');
  if (typeof value.zen === 'string') return [];
  if (Array.isArray(value.commits) && isObject(value.pusher)) return readPush(value, repository, fullName);
  if (typeof value.ref_type === 'string' && typeof value.pusher_type === 'string')
    return readCreate(value, repository, fullName);
  if ('starred_at' in value || (action === 'started' && Object.keys(value).every((key) => WATCH_KEYS.has(key)))) {
    if (action !== 'created' && action !== 'started') return [];
    const identity = `github:star:${fullName}:${textAt(value, 'sender.login')}`;
    return [change({ object: 'star', action: 'starred', repository, at: momentOfText(value.starred_at) }, identity)];
  }
  const pull = objectAt(value, 'pull_request');
  if (pull && isObject(value.review)) return readReview(value, pull, repository);
  if (pull && isObject(value.thread)) return [];
  if (isObject(value.comment)) return readComment(value, repository);
  if (pull) return readPullRequest(value, pull, repository, fullName);
  if (isObject(value.issue)) return readIssue(value, objectAt(value, 'issue')!, repository, fullName);
  if (isObject(value.discussion)) return readDiscussion(value, repository);
  if (isObject(value.release)) return readRelease(value, repository);
  // A deployment's status may carry the workflow run that deploys: it is the deployment's.
  if (isObject(value.deployment_status)) return readDeployment(value, repository);
  if (isObject(value.workflow_run)) return readWorkflowRun(value, repository);
  return [];
}
