import type { CodeChange, DiaryEvent, Message } from '../../../events/diary-event';
import { Moment, momentOfEpochSeconds, momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, isObject, objectAt, objectsAt, textAt, valueAt } from '../../json-reading';
import { firstLine, plainMarkdown, withActor } from './texts';

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
    return withActor(readEvent(value), sender === textAt(value, 'repository.owner.login') ? undefined : sender);
  },
};

/** At most this many commit subjects of one push are told; the count tells the rest. */
const MAX_COMMITS = 3;
const MERGE_COMMIT = /^Merge (?:pull request|branch|remote-tracking branch|tag) /;
const PULL_REQUEST_MERGE = /^Merge pull request #\d+ /;
/** The `watch` event (starring, under its old name) has nothing but these. */
const WATCH_KEYS = new Set(['action', 'repository', 'sender', 'installation', 'organization', 'enterprise']);

function own<T>(record: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

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

function change(
  fields: Omit<CodeChange, 'type' | 'at' | 'identity'> & { at?: Moment | null },
  identity: string | undefined,
): CodeChange {
  return defined<CodeChange>({ type: 'code', ...fields, at: fields.at ?? undefined, identity });
}

/**
 * A push of commits to a branch, or a new tag, at the repository's `pushed_at`
 * (epoch seconds in push events; its commits' timestamps are when they were
 * written). A deleted ref, or a new branch without commits of its own, says nothing.
 */
function readPush(value: JsonObject, repository: string | undefined, fullName: string): DiaryEvent[] {
  const ref = textAt(value, 'ref') ?? '';
  if (value.deleted === true) return [];
  const pushedAt = momentOfEpochSeconds(valueAt(value, 'repository.pushed_at'));
  if (ref.startsWith('refs/tags/'))
    return value.created === true ? [tagCreated(ref.slice('refs/tags/'.length), repository, fullName, pushedAt)] : [];
  const commits = objectsAt(value, 'commits').filter((commit) => commit.distinct !== false);
  // Nothing new, or only the merge commit of a pull request (told by the pull request's own event).
  if (commits.every((commit) => PULL_REQUEST_MERGE.test(textAt(commit, 'message') ?? ''))) return [];
  const messages: string[] = [];
  for (const commit of commits) {
    const subject = firstLine(textAt(commit, 'message'));
    if (subject && !MERGE_COMMIT.test(subject) && messages.length < MAX_COMMITS) messages.push(subject);
  }
  const after = textAt(value, 'after');
  return [
    change(
      {
        object: 'commit',
        action: 'pushed',
        repository,
        branch: ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined,
        commits: messages.length ? messages : undefined,
        commitCount: commits.length,
        at: pushedAt,
      },
      after ? `github:push:${fullName}:${after}` : undefined,
    ),
  ];
}

/** The `create` event of a tag (a branch created is plumbing); the same tag's push is the same change. */
function readCreate(value: JsonObject, repository: string | undefined, fullName: string): DiaryEvent[] {
  const ref = textAt(value, 'ref');
  if (!('master_branch' in value) || value.ref_type !== 'tag' || !ref) return [];
  return [tagCreated(ref, repository, fullName, null)];
}

function tagCreated(tag: string, repository: string | undefined, fullName: string, at: Moment | null): CodeChange {
  return change({ object: 'tag', action: 'created', title: tag, repository, at }, `github:tag:${fullName}:${tag}`);
}

const ISSUE_ACTIONS: Record<string, { action: string; time: string }> = {
  opened: { action: 'opened', time: 'created_at' },
  closed: { action: 'closed', time: 'closed_at' },
  reopened: { action: 'reopened', time: 'updated_at' },
};

function readIssue(
  value: JsonObject,
  issue: JsonObject,
  repository: string | undefined,
  fullName: string,
): DiaryEvent[] {
  const id = `github:issue:${fullName}#${String(issue.number)}`;
  const action = textAt(value, 'action') ?? '';
  if (action === 'edited') return renamed(value, 'issue', textAt(issue, 'title'), `${id}:opened`);
  const step = own(ISSUE_ACTIONS, action);
  if (!step) return [];
  const at = momentOfText(issue[step.time]);
  return [
    change(
      { object: 'issue', action: step.action, title: textAt(issue, 'title'), repository, at },
      `${id}:${step.action}`,
    ),
  ];
}

function readPullRequest(
  value: JsonObject,
  pull: JsonObject,
  repository: string | undefined,
  fullName: string,
): DiaryEvent[] {
  const id = `github:pull:${fullName}#${String(pull.number ?? value.number)}`;
  const action = textAt(value, 'action') ?? '';
  if (action === 'edited') return renamed(value, 'pull request', textAt(pull, 'title'), `${id}:opened`);
  if (action !== 'opened' && action !== 'closed' && action !== 'reopened') return [];
  const merged = action === 'closed' && pull.merged === true;
  const step = merged ? 'merged' : action;
  const time = merged
    ? pull.merged_at
    : action === 'opened'
      ? pull.created_at
      : action === 'closed'
        ? pull.closed_at
        : pull.updated_at;
  const at = momentOfText(time);
  return [
    change(
      {
        object: 'pull request',
        action: step,
        title: textAt(pull, 'title'),
        repository,
        branch: textAt(pull, 'base.ref'),
        at,
      },
      `${id}:${step}`,
    ),
  ];
}

/** An edit that renamed an issue or a pull request renames its opening; other edits (the description) say nothing new. */
function renamed(
  value: JsonObject,
  object: CodeChange['object'],
  title: string | undefined,
  identity: string,
): DiaryEvent[] {
  if (!title || !isObject(valueAt(value, 'changes.title'))) return [];
  return [{ type: 'code', object, action: 'opened', title, identity, update: true }];
}

const REVIEW_STATES: Record<string, string> = {
  approved: 'approved',
  changes_requested: 'changes requested',
  commented: 'commented',
};

function readReview(value: JsonObject, pull: JsonObject, repository: string | undefined): DiaryEvent[] {
  const state = own(REVIEW_STATES, textAt(value, 'review.state')?.toLowerCase());
  const text = plainMarkdown(textAt(value, 'review.body'));
  // A review of line comments alone: each comment is its own delivery.
  if (value.action !== 'submitted' || !state || (state === 'commented' && !text)) return [];
  return [
    change(
      {
        object: 'review',
        action: state,
        title: textAt(pull, 'title'),
        repository,
        text,
        at: momentOfText(valueAt(value, 'review.submitted_at')),
      },
      `github:review:${String(valueAt(value, 'review.id'))}`,
    ),
  ];
}

/** Comments on an issue, a pull request (or one of its lines), a discussion or a commit; an edit replaces the text. */
function readComment(value: JsonObject, repository: string | undefined): DiaryEvent[] {
  const comment = objectAt(value, 'comment')!;
  const action = textAt(value, 'action');
  const text = plainMarkdown(textAt(comment, 'body'));
  const identity = `github:comment:${String(comment.id)}`;
  if (action === 'edited')
    return text ? [{ type: 'code', object: 'comment', action: 'commented', text, identity, update: true }] : [];
  if (action !== 'created' || !text) return [];
  const title =
    textAt(value, 'issue.title') ?? textAt(value, 'pull_request.title') ?? textAt(value, 'discussion.title');
  const onCommit = title === undefined && typeof comment.commit_id === 'string';
  return [
    change(
      {
        object: onCommit ? 'commit' : 'comment',
        action: 'commented',
        title,
        repository,
        text,
        at: momentOfText(comment.created_at),
      },
      identity,
    ),
  ];
}

/** A new discussion is a post in the repository's discussions; its answers and labels are plumbing. */
function readDiscussion(value: JsonObject, repository: string | undefined): DiaryEvent[] {
  const title = textAt(value, 'discussion.title');
  if (value.action !== 'created' || !title) return [];
  return [
    defined<Message>({
      type: 'message',
      kind: 'post',
      text: title,
      where: repository ? `${repository} discussions` : undefined,
      at: momentOfText(valueAt(value, 'discussion.created_at')) ?? undefined,
      identity: `github:discussion:${String(valueAt(value, 'discussion.id'))}`,
    }),
  ];
}

/** Only `published` is told: GitHub also sends `created` and `released` (or `prereleased`) for the same release. */
function readRelease(value: JsonObject, repository: string | undefined): DiaryEvent[] {
  if (value.action !== 'published') return [];
  const title = textAt(value, 'release.name') ?? textAt(value, 'release.tag_name');
  const at = momentOfText(valueAt(value, 'release.published_at'));
  return [
    change(
      { object: 'release', action: 'published', title, repository, at },
      `github:release:${String(valueAt(value, 'release.id'))}`,
    ),
  ];
}

/** Conclusions as outcomes; neutral, skipped, stale and action_required runs did not run to an outcome. */
const OUTCOMES: Record<string, string> = {
  success: 'succeeded',
  failure: 'failed',
  timed_out: 'failed',
  startup_failure: 'failed',
  cancelled: 'cancelled',
  error: 'failed',
};

function readWorkflowRun(value: JsonObject, repository: string | undefined): DiaryEvent[] {
  const outcome = own(OUTCOMES, textAt(value, 'workflow_run.conclusion'));
  if (value.action !== 'completed' || !outcome) return [];
  return [
    change(
      {
        object: 'pipeline',
        action: outcome,
        title: textAt(value, 'workflow_run.name') ?? textAt(value, 'workflow.name'),
        repository,
        branch: textAt(value, 'workflow_run.head_branch'),
        at: momentOfText(valueAt(value, 'workflow_run.updated_at')),
      },
      `github:run:${String(valueAt(value, 'workflow_run.id'))}`,
    ),
  ];
}

function readDeployment(value: JsonObject, repository: string | undefined): DiaryEvent[] {
  const outcome = own(OUTCOMES, textAt(value, 'deployment_status.state'));
  if (!outcome) return [];
  return [
    change(
      {
        object: 'deployment',
        action: outcome,
        title: textAt(value, 'deployment_status.environment') ?? textAt(value, 'deployment.environment'),
        repository,
        at: momentOfText(valueAt(value, 'deployment_status.created_at')),
      },
      `github:deployment:${String(valueAt(value, 'deployment.id'))}`,
    ),
  ];
}
