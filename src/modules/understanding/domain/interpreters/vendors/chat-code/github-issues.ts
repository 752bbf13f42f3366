import type { CodeChange, DiaryEvent, Message } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import { JsonObject, defined, isObject, objectAt, textAt, valueAt } from '../../../vocabulary/json-reading';
import { plainMarkdown } from './texts';
import { own, change } from './code-change';

// GitHub: issues, pull requests, reviews, comments and discussions.

const ISSUE_ACTIONS: Record<string, { action: string; time: string }> = {
  opened: { action: 'opened', time: 'created_at' },
  closed: { action: 'closed', time: 'closed_at' },
  reopened: { action: 'reopened', time: 'updated_at' },
};

export function readIssue(
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

export function readPullRequest(
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

export function readReview(value: JsonObject, pull: JsonObject, repository: string | undefined): DiaryEvent[] {
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
export function readComment(value: JsonObject, repository: string | undefined): DiaryEvent[] {
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
export function readDiscussion(value: JsonObject, repository: string | undefined): DiaryEvent[] {
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
