import type { DiaryEvent } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import { JsonObject, objectAt, textAt } from '../../../vocabulary/json-reading';
import { own, change } from './code-change';

// GitLab: pipelines finished, deployments, releases.

/** Statuses that end a pipeline or a deployment; the others (created, pending, running, manual...) are on the way. */
const OUTCOMES: Record<string, string> = { success: 'succeeded', failed: 'failed', canceled: 'cancelled' };

export function readPipeline(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
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

export function readDeployment(value: JsonObject, project: string | undefined): DiaryEvent[] {
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
export function readRelease(value: JsonObject, project: string | undefined, projectId: string): DiaryEvent[] {
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
