import type { DiaryEvent, Note, Task } from '../../../events/diary-event';
import { Moment, momentOfText } from '../../../events/moment';
import type { Interpreter } from '../../interpreter';
import { JsonObject, defined, objectAt, objectsAt, textAt, valueAt } from '../../../vocabulary/json-reading';

/**
 * Todoist (https://developer.todoist.com/api/v1/#tag/Webhooks : the webhook
 * envelope `event_name`, `user_id`, `event_data`, `event_data_extra`,
 * `initiator`, `triggered_at`, `version`; the task (`item`) and comment
 * (`note`) objects of https://developer.todoist.com/api/v1/ and of the older
 * REST v2 and Sync v9 APIs; Doist/todoist-sdk-typescript
 * src/test-utils/webhook-fixtures.ts and src/types/webhooks/*.ts).
 *
 * `item:added`, `item:completed`, `item:uncompleted` and `item:deleted` tell
 * what happened to a task, under one identity per task: its latest state is
 * what the day says. `item:updated` only renames or rewrites the description
 * of a task told earlier (a new due date, label or position tells nothing),
 * and its completions are told by `item:completed`. `note:added` is a comment
 * on the task it embeds. Projects, sections, labels, filters and reminders
 * firing are plumbing: []. Webhooks carry only a project's id, so a task's
 * project is named only where the payload names it (a Sync response's
 * `projects`). What another collaborator did (`initiator` is not the user) is
 * not the person's own doing and is left out.
 *
 * A task object alone (REST or Sync) is told by its state: deleted,
 * completed at `completed_at`, else added at `added_at` / `created_at`.
 */
export const todoist: Interpreter = {
  vendor: 'Todoist: webhooks, tasks and sync',

  matches(value) {
    return isWebhook(value) || isSyncResponse(value) || isTask(value);
  },

  read(value) {
    if (isWebhook(value)) return readWebhook(value);
    if (isSyncResponse(value)) return readSync(value);
    return readTask(value, stateOf(value));
  },
};

const EVENT_NAME = /^(?:item|note|project|section|label|filter|reminder):[a-z_]+$/;

function isWebhook(value: JsonObject): boolean {
  return (
    typeof value.event_name === 'string' &&
    EVENT_NAME.test(value.event_name) &&
    objectAt(value, 'event_data') !== undefined &&
    'user_id' in value
  );
}

function isSyncResponse(value: JsonObject): boolean {
  return typeof value.sync_token === 'string' && typeof value.full_sync === 'boolean';
}

function isTask(value: JsonObject): boolean {
  return (
    typeof value.content === 'string' &&
    'project_id' in value &&
    (typeof value.checked === 'boolean' || typeof value.is_completed === 'boolean') &&
    typeof value.priority === 'number' &&
    ('added_at' in value || 'created_at' in value)
  );
}

function readWebhook(value: JsonObject): DiaryEvent[] {
  const initiator = valueAt(value, 'initiator.id');
  if ((typeof initiator === 'string' || typeof initiator === 'number') && String(initiator) !== String(value.user_id))
    return [];
  const data = objectAt(value, 'event_data')!;
  const at = momentOfText(value.triggered_at) ?? undefined;
  switch (value.event_name) {
    case 'item:added':
      return readTask(data, 'created', momentOfText(data.added_at) ?? at);
    case 'item:completed':
      return readTask(data, 'completed', momentOfText(data.completed_at) ?? at);
    case 'item:uncompleted':
      return readTask(data, 'reopened', at);
    case 'item:deleted':
      return readTask(data, 'deleted', at);
    case 'item:updated':
      return readRename(value, data);
    case 'note:added':
      return readComment(data);
    default:
      return [];
  }
}

function readSync(value: JsonObject): DiaryEvent[] {
  // A full sync is a snapshot of every open task, not what happened.
  if (value.full_sync !== false) return [];
  const projects = new Map<string, string>();
  for (const project of objectsAt(value, 'projects')) {
    const name = textAt(project, 'name');
    if (name && (typeof project.id === 'string' || typeof project.id === 'number') && projects.size < 1_000)
      projects.set(String(project.id), name);
  }
  return objectsAt(value, 'items')
    .filter(isTask)
    .flatMap((item) => readTask(item, stateOf(item), undefined, projects.get(String(item.project_id))));
}

type Action = Task['action'];

function stateOf(task: JsonObject): Action {
  if (task.is_deleted === true) return 'deleted';
  return task.checked === true || task.is_completed === true ? 'completed' : 'created';
}

function readTask(task: JsonObject, action: Action, when?: Moment | null, project?: string): DiaryEvent[] {
  const title = textAt(task, 'content');
  if (!title) return [];
  const at = when ?? momentOfText(action === 'completed' ? task.completed_at : (task.added_at ?? task.created_at));
  return [
    defined<Task>({
      type: 'task',
      title,
      action,
      project,
      note: action === 'created' ? textAt(task, 'description') : undefined,
      at: at ?? undefined,
      identity: idOf(task),
    }),
  ];
}

/** A new title or description of a task told earlier; nothing when only its date, labels or place changed. */
function readRename(value: JsonObject, task: JsonObject): DiaryEvent[] {
  const intent = textAt(value, 'event_data_extra.update_intent');
  if (intent && intent !== 'item_updated') return [];
  const old = objectAt(value, 'event_data_extra.old_item');
  const title = textAt(task, 'content');
  const description = textAt(task, 'description');
  if (!title || (old && textAt(old, 'content') === title && textAt(old, 'description') === description)) return [];
  return [
    defined<Task>({ type: 'task', title, action: 'updated', note: description, identity: idOf(task), update: true }),
  ];
}

/** A comment on a task (the task is embedded in the webhook), else the comment alone as a note. */
function readComment(comment: JsonObject): DiaryEvent[] {
  const text = textAt(comment, 'content');
  const at = momentOfText(comment.posted_at) ?? undefined;
  const title = textAt(comment, 'item.content');
  const identity = typeof comment.id === 'string' ? `todoist:note:${comment.id}` : undefined;
  if (!text) return [];
  if (!title) return [defined<Note>({ type: 'note', text, at, identity })];
  return [defined<Task>({ type: 'task', title, action: 'commented', note: text, at, identity })];
}

function idOf(task: JsonObject): string | undefined {
  return typeof task.id === 'string' || typeof task.id === 'number' ? `todoist:item:${String(task.id)}` : undefined;
}
