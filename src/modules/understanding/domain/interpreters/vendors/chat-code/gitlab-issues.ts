import type { CodeChange, DiaryEvent } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import { JsonObject, objectAt, textAt, valueAt } from '../../../vocabulary/json-reading';
import { firstLine, plainMarkdown } from './texts';
import { own, change } from './code-change';

// GitLab: issues, merge requests and notes (comments).

const ISSUE_STEPS: Record<string, { action: string; time: string }> = {
  open: { action: 'opened', time: 'created_at' },
  close: { action: 'closed', time: 'closed_at' },
  reopen: { action: 'reopened', time: 'updated_at' },
};

export function readIssue(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
  const issue = objectAt(value, 'object_attributes');
  if (!issue) return [];
  const id = `gitlab:issue:${projectId}#${String(issue.iid ?? issue.id)}`;
  const action = textAt(issue, 'action');
  if (action === 'update') return renamed(value, 'issue', textAt(issue, 'title'), `${id}:opened`);
  const step = own(ISSUE_STEPS, action);
  if (!step) return [];
  const at = momentOfText(issue[step.time] ?? issue.updated_at);
  return [
    change(
      { object: 'issue', action: step.action, title: textAt(issue, 'title'), repository: project, at },
      `${id}:${step.action}`,
    ),
  ];
}

/** `approved` (all approvals given) and `approval` (one given) are one step; taking an approval back is plumbing. */
const MERGE_REQUEST_STEPS: Record<string, string> = {
  open: 'opened',
  close: 'closed',
  reopen: 'reopened',
  merge: 'merged',
  approved: 'approved',
  approval: 'approved',
};

export function readMergeRequest(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
  const request = objectAt(value, 'object_attributes');
  if (!request) return [];
  const id = `gitlab:merge-request:${projectId}!${String(request.iid ?? request.id)}`;
  const action = textAt(request, 'action');
  if (action === 'update') return renamed(value, 'merge request', textAt(request, 'title'), `${id}:opened`);
  const step = own(MERGE_REQUEST_STEPS, action);
  if (!step) return [];
  const at = momentOfText(step === 'opened' ? request.created_at : request.updated_at);
  const title = textAt(request, 'title');
  return [
    change(
      {
        object: 'merge request',
        action: step,
        title,
        repository: project,
        branch: textAt(request, 'target_branch'),
        at,
      },
      `${id}:${step}`,
    ),
  ];
}

/** An update that renamed an issue or a merge request renames its opening; other updates (labels, a push to its branch) are plumbing. */
function renamed(
  value: JsonObject,
  object: CodeChange['object'],
  title: string | undefined,
  identity: string,
): DiaryEvent[] {
  const previous = valueAt(value, 'changes.title.previous');
  if (!title || typeof previous !== 'string' || previous === title) return [];
  return [{ type: 'code', object, action: 'opened', title, identity, update: true }];
}

/** A comment on an issue, a merge request, a commit (named by its subject) or a snippet; GitLab's own system notes are not comments. */
export function readNote(value: JsonObject, project: string | undefined): DiaryEvent[] {
  const note = objectAt(value, 'object_attributes');
  const text = plainMarkdown(textAt(note, 'note'));
  if (!note || !text || note.system === true) return [];
  const identity = `gitlab:note:${String(note.id)}`;
  if (note.action === 'update')
    return [{ type: 'code', object: 'comment', action: 'commented', text, identity, update: true }];
  const onCommit = note.noteable_type === 'Commit';
  const title = onCommit
    ? firstLine(textAt(value, 'commit.message'))
    : (textAt(value, 'issue.title') ?? textAt(value, 'merge_request.title') ?? textAt(value, 'snippet.title'));
  const at = momentOfText(note.created_at);
  return [
    change(
      { object: onCommit ? 'commit' : 'comment', action: 'commented', title, repository: project, text, at },
      identity,
    ),
  ];
}
