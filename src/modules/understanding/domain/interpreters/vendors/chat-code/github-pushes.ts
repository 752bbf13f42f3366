import type { CodeChange, DiaryEvent } from '../../../events/diary-event';
import { Moment, momentOfEpochSeconds } from '../../../events/moment';
import { JsonObject, objectsAt, textAt, valueAt } from '../../../vocabulary/json-reading';
import { firstLine } from './texts';
import { change } from './code-change';

// GitHub: pushes (their commit subjects) and tags created.

/** At most this many commit subjects of one push are told; the count tells the rest. */
const MAX_COMMITS = 3;

const MERGE_COMMIT = /^Merge (?:pull request|branch|remote-tracking branch|tag) /;

const PULL_REQUEST_MERGE = /^Merge pull request #\d+ /;

/**
 * A push of commits to a branch, or a new tag, at the repository's `pushed_at`
 * (epoch seconds in push events; its commits' timestamps are when they were
 * written). A deleted ref, or a new branch without commits of its own, says nothing.
 */
export function readPush(value: JsonObject, repository: string | undefined, fullName: string): DiaryEvent[] {
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
export function readCreate(value: JsonObject, repository: string | undefined, fullName: string): DiaryEvent[] {
  const ref = textAt(value, 'ref');
  if (!('master_branch' in value) || value.ref_type !== 'tag' || !ref) return [];
  return [tagCreated(ref, repository, fullName, null)];
}

function tagCreated(tag: string, repository: string | undefined, fullName: string, at: Moment | null): CodeChange {
  return change({ object: 'tag', action: 'created', title: tag, repository, at }, `github:tag:${fullName}:${tag}`);
}
