import type { CodeChange, DiaryEvent } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, isObject, numberAt, objectAt, objectsAt, textAt, valueAt } from '../../json-reading';
import { firstLine, plainMarkdown, withActor } from './texts';

/**
 * GitLab webhooks (https://docs.gitlab.com/user/project/integrations/webhook_events/:
 * Push, Tag Push, Issue and Work Item, Note, Merge Request, Pipeline, Job,
 * Deployment, Release, Wiki Page, Feature Flag, Milestone, Emoji, Access Token
 * and Vulnerability hooks, known by `object_kind`; and the group hooks of
 * members, projects and subgroups, known by `event_name`).
 *
 * A push carries no time of its own (its commits carry when they were
 * written, perhaps hours before), so it is told when it arrived. Pipelines and
 * deployments are told when they end; a pipeline retried to success replaces
 * its failure. Issue and merge request steps each have their identity (opened,
 * approved and merged are all told), and a renaming edit renames the opening.
 * Jobs, wiki pages, emoji, feature flags, milestones, token expiries,
 * vulnerabilities and membership changes are plumbing. Times are UTC, written
 * "2026-09-15 18:02:14 UTC" or ISO 8601.
 */
export const gitlab: Interpreter = {
  vendor: 'GitLab: webhooks',

  matches(value) {
    if (typeof value.object_kind === 'string') {
      if (!KINDS.has(value.object_kind)) return false;
      return (
        isObject(value.project) ||
        isObject(value.object_attributes) ||
        typeof value.project_id === 'number' ||
        isObject(value.group)
      );
    }
    if (typeof value.event_name !== 'string' || !GROUP_EVENTS.test(value.event_name)) return false;
    return typeof value.group_id === 'number' || typeof value.project_id === 'number';
  },

  read(value) {
    // A project in the user's own namespace is the person's: their changes are told without a name.
    const username = textAt(value, 'user.username') ?? textAt(value, 'user_username');
    const namespace = textAt(value, 'project.path_with_namespace')?.split('/')[0];
    return withActor(
      readHook(value),
      username !== undefined && username === namespace
        ? undefined
        : (textAt(value, 'user.name') ?? textAt(value, 'user_name')),
    );
  },
};

function readHook(value: JsonObject): DiaryEvent[] {
  const project = textAt(value, 'project.name') ?? textAt(value, 'repository.name');
  const projectId = String(valueAt(value, 'project.id') ?? value.project_id ?? project);
  switch (value.object_kind) {
    case 'push':
      return readPush(value, project, projectId);
    case 'tag_push':
      return readTag(value, project, projectId);
    case 'issue':
    case 'work_item':
      return readIssue(value, project, projectId);
    case 'merge_request':
      return readMergeRequest(value, project, projectId);
    case 'note':
      return readNote(value, project);
    case 'pipeline':
      return readPipeline(value, project, projectId);
    case 'deployment':
      return readDeployment(value, project);
    case 'release':
      return readRelease(value, project, projectId);
    default:
      return [];
  }
}

const KINDS = new Set([
  'push',
  'tag_push',
  'issue',
  'work_item',
  'note',
  'merge_request',
  'wiki_page',
  'pipeline',
  'build',
  'deployment',
  'feature_flag',
  'release',
  'milestone',
  'emoji',
  'access_token',
  'vulnerability',
]);
const GROUP_EVENTS = /^(?:user_\w{1,40}_group|project_(?:create|destroy)|subgroup_(?:create|destroy))$/;
/** At most this many commit subjects of one push are told; the count tells the rest. */
const MAX_COMMITS = 3;
const MERGE_COMMIT = /^Merge (?:branch|remote-tracking branch|tag) /;
const NO_COMMIT = /^0+$/;

/** GitLab's merge commit of a merge request: "Merge branch 'x' into 'main'", its title, then "See merge request group/project!87". */
function isMergeRequestMerge(message: string): boolean {
  return (
    message.startsWith('Merge branch ') && /\nSee merge request [^\s!]{1,200}!\d{1,9}\s*$/.test(message.slice(-300))
  );
}

function own<T>(record: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

function change(
  fields: Omit<CodeChange, 'type' | 'at' | 'identity'> & { at?: Moment | null },
  identity: string,
): CodeChange {
  return defined<CodeChange>({ type: 'code', ...fields, at: fields.at ?? undefined, identity });
}

/** Commits pushed to a branch (the newest 20 are listed, `total_commits_count` counts them all). */
function readPush(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
  const after = textAt(value, 'after') ?? '';
  const commits = objectsAt(value, 'commits');
  // A deleted branch, nothing new, or only the merge commit of a merge request (told by the merge request's own event).
  if (NO_COMMIT.test(after) || commits.every((commit) => isMergeRequestMerge(textAt(commit, 'message') ?? '')))
    return [];
  const messages: string[] = [];
  for (const commit of commits) {
    const subject = firstLine(textAt(commit, 'message') ?? textAt(commit, 'title'));
    if (subject && !MERGE_COMMIT.test(subject) && messages.length < MAX_COMMITS) messages.push(subject);
  }
  const ref = textAt(value, 'ref') ?? '';
  const count = numberAt(value, 'total_commits_count');
  return [
    change(
      {
        object: 'commit',
        action: 'pushed',
        repository: project,
        branch: ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined,
        commits: messages.length ? messages : undefined,
        commitCount: count !== undefined && count >= commits.length ? count : commits.length,
      },
      `gitlab:push:${projectId}:${after}`,
    ),
  ];
}

/** A tag pushed (its `before` is all zeros); a deleted tag (its `after` is) says nothing. */
function readTag(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
  const ref = textAt(value, 'ref') ?? '';
  if (
    !NO_COMMIT.test(textAt(value, 'before') ?? '') ||
    NO_COMMIT.test(textAt(value, 'after') ?? '') ||
    !ref.startsWith('refs/tags/')
  )
    return [];
  const tag = ref.slice('refs/tags/'.length);
  return [
    change({ object: 'tag', action: 'created', title: tag, repository: project }, `gitlab:tag:${projectId}:${tag}`),
  ];
}

const ISSUE_STEPS: Record<string, { action: string; time: string }> = {
  open: { action: 'opened', time: 'created_at' },
  close: { action: 'closed', time: 'closed_at' },
  reopen: { action: 'reopened', time: 'updated_at' },
};

function readIssue(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
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

function readMergeRequest(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
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
function readNote(value: JsonObject, project: string | undefined): DiaryEvent[] {
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

/** Statuses that end a pipeline or a deployment; the others (created, pending, running, manual...) are on the way. */
const OUTCOMES: Record<string, string> = { success: 'succeeded', failed: 'failed', canceled: 'cancelled' };

function readPipeline(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
  const pipeline = objectAt(value, 'object_attributes');
  const outcome = own(OUTCOMES, textAt(pipeline, 'status'));
  if (!pipeline || !outcome) return [];
  return [
    change(
      {
        object: 'pipeline',
        action: outcome,
        title: textAt(pipeline, 'name'),
        repository: project,
        branch: branchOf(value, pipeline),
        at: momentOfText(pipeline.finished_at),
      },
      `gitlab:pipeline:${projectId}:${String(pipeline.id)}`,
    ),
  ];
}

/** The branch a pipeline ran for: its ref, the source branch of a merge request pipeline (whose ref is refs/merge-requests/…), none for a tag. */
function branchOf(value: JsonObject, pipeline: JsonObject): string | undefined {
  const ref = textAt(pipeline, 'ref');
  if (pipeline.tag === true) return undefined;
  return ref && !ref.startsWith('refs/') ? ref : textAt(value, 'merge_request.source_branch');
}

function readDeployment(value: JsonObject, project: string | undefined): DiaryEvent[] {
  const outcome = own(OUTCOMES, textAt(value, 'status'));
  if (!outcome) return [];
  const at = momentOfText(value.status_changed_at);
  const identity = `gitlab:deployment:${String(value.deployment_id)}`;
  return [
    change(
      { object: 'deployment', action: outcome, title: textAt(value, 'environment'), repository: project, at },
      identity,
    ),
  ];
}

/** A release created is published; its updates and deletion are plumbing. */
function readRelease(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
  if (value.action !== 'create') return [];
  const tag = textAt(value, 'tag');
  const at = momentOfText(value.created_at);
  const identity = `gitlab:release:${projectId}:${tag ?? String(value.id)}`;
  return [
    change(
      { object: 'release', action: 'published', title: textAt(value, 'name') ?? tag, repository: project, at },
      identity,
    ),
  ];
}
