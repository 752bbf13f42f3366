import type { DiaryEvent } from '../../../events/diary-event';
import { JsonObject, numberAt, objectsAt, textAt } from '../../../vocabulary/json-reading';
import { firstLine } from './texts';
import { change } from './code-change';

// GitLab: pushes (their commit subjects) and tags.

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

/** Commits pushed to a branch (the newest 20 are listed, `total_commits_count` counts them all). */
export function readPush(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
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
export function readTag(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
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
