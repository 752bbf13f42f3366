import type { DiaryEvent } from '../../../events/diary-event';
import { momentOfText } from '../../../events/moment';
import { JsonObject, textAt, valueAt } from '../../../vocabulary/json-reading';
import { own, change } from './code-change';

// GitHub: releases published, workflow runs finished, deployments.

/** Only `published` is told: GitHub also sends `created` and `released` (or `prereleased`) for the same release. */
export function readRelease(value: JsonObject, repository: string | undefined): DiaryEvent[] {
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

export function readWorkflowRun(value: JsonObject, repository: string | undefined): DiaryEvent[] {
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

export function readDeployment(value: JsonObject, repository: string | undefined): DiaryEvent[] {
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
