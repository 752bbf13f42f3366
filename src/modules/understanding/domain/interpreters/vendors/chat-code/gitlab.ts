import type { DiaryEvent } from '../../../events/diary-event';
import type { Interpreter } from '../../interpreter';
import { JsonObject, isObject, textAt, valueAt } from '../../../vocabulary/json-reading';
import { withActor } from './texts';
import { readIssue, readMergeRequest, readNote } from './gitlab-issues';
import { readPush, readTag } from './gitlab-pushes';
import { readPipeline, readDeployment, readRelease } from './gitlab-runs';

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
