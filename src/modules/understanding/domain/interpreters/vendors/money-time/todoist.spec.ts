import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { interpret } from '../../interpret';
import { todoist } from './todoist';

describe('the Todoist interpreter', () => {
  const deliveries = loadCorpusDay('todoist-saturday').deliveries.map((d) => d.payload as Record<string, unknown>);
  const [
    added,
    ,
    renamed,
    rescheduled,
    completed,
    completedUpdate,
    comment,
    campDone,
    reminder,
    byPartner,
    deleted,
    project,
    shortcut,
  ] = deliveries;

  it('reads an added task with its description, at added_at, under the identity of the task (no project name: webhooks carry only its id)', () => {
    expect(todoist.read(added)).toEqual([
      {
        type: 'task',
        title: 'Book campsite for July 4th weekend',
        action: 'created',
        note: 'Check Letchworth first, then Watkins Glen',
        at: { instant: Date.parse('2026-06-20T12:03:11Z') },
        identity: 'todoist:item:6X7rM8997g3RQmvh',
      },
    ]);
  });

  it('reads completions at completed_at under the same identity, and the item:updated that comes with them as nothing', () => {
    expect(todoist.read(completed)).toEqual([
      {
        type: 'task',
        title: 'Mow the lawn',
        action: 'completed',
        at: { instant: Date.parse('2026-06-20T14:09:58Z') },
        identity: 'todoist:item:6X7p9Rf2Kd4LmQ8x',
      },
    ]);
    expect(todoist.read(campDone)).toEqual([
      expect.objectContaining({ action: 'completed', identity: 'todoist:item:6X7rM8997g3RQmvh' }),
    ]);
    expect(interpret(completedUpdate)).toEqual({ vendor: todoist.vendor, events: [] });
  });

  it('reads a rename as an update of the task, and a new due date as nothing', () => {
    expect(todoist.read(renamed)).toEqual([
      {
        type: 'task',
        title: "Call mom about Dad's birthday",
        action: 'updated',
        identity: 'todoist:item:6X7rMC2hVq8Wc4Jf',
        update: true,
      },
    ]);
    expect(interpret(rescheduled)).toEqual({ vendor: todoist.vendor, events: [] });
  });

  it('reads a comment on the task it embeds', () => {
    expect(todoist.read(comment)).toEqual([
      {
        type: 'task',
        title: 'Book campsite for July 4th weekend',
        action: 'commented',
        note: 'Letchworth is full, booked Watkins Glen site 112',
        at: { instant: Date.parse('2026-06-20T15:00:26Z') },
        identity: 'todoist:note:6X7rQ3pWm9Ks2Vd8',
      },
    ]);
    const onProject = {
      ...comment,
      event_data: {
        id: 'n1',
        project_id: '6Jf8VQXxpwv56VQ7',
        content: 'Ideas for the garden',
        posted_at: '2026-06-20T15:00:26.000000Z',
      },
    };
    expect(todoist.read(onProject)).toEqual([
      {
        type: 'note',
        text: 'Ideas for the garden',
        at: { instant: Date.parse('2026-06-20T15:00:26Z') },
        identity: 'todoist:note:n1',
      },
    ]);
  });

  it('reads deletions and reopenings', () => {
    expect(todoist.read(deleted)).toEqual([
      {
        type: 'task',
        title: 'Buy sunscreen',
        action: 'deleted',
        at: { instant: Date.parse('2026-06-20T17:02:09Z') },
        identity: 'todoist:item:6X7rT5cYh1Gm8Pw3',
      },
    ]);
    expect(todoist.read({ ...completed, event_name: 'item:uncompleted' })).toEqual([
      expect.objectContaining({ action: 'reopened', title: 'Mow the lawn' }),
    ]);
  });

  it('leaves out what a collaborator did, projects and reminders', () => {
    for (const event of [byPartner, project, reminder])
      expect(interpret(event)).toEqual({ vendor: todoist.vendor, events: [] });
  });

  it('reads a task object of the API by its state', () => {
    expect(todoist.read(shortcut)).toEqual([
      {
        type: 'task',
        title: 'Renew passport before the Lisbon trip',
        action: 'created',
        note: 'Photo booth at CVS takes 10 min',
        at: { instant: Date.parse('2026-06-20T23:14:37Z') },
        identity: 'todoist:item:6X7rY2nKw6Qs9Ld4',
      },
    ]);
    const restV2 = {
      id: '2995104339',
      project_id: '2203306141',
      content: 'Buy Milk',
      description: '',
      is_completed: true,
      priority: 1,
      created_at: '2026-06-19T12:00:52.718Z',
      due: null,
    };
    expect(todoist.read(restV2)).toEqual([
      { type: 'task', title: 'Buy Milk', action: 'completed', identity: 'todoist:item:2995104339' },
    ]);
  });

  it('reads an incremental Sync response with the names of its projects, and a full sync as a snapshot of nothing', () => {
    const sync = {
      sync_token: 'VRyFHr0Qo3Hr--pzINyT6nax4vW7X2YG5RQlw3lB-6eYOPbSZVJepa62EVhO',
      full_sync: false,
      items: [shortcut],
      projects: [{ id: '6Jf8VQXxpwv56VQ7', name: 'Inbox' }],
    };
    expect(todoist.read(sync)).toEqual([
      expect.objectContaining({ title: 'Renew passport before the Lisbon trip', project: 'Inbox' }),
    ]);
    expect(todoist.read({ ...sync, full_sync: true })).toEqual([]);
  });

  it('does not take look-alikes and does not throw on broken events', () => {
    expect(todoist.matches({ event_name: 'push', event_data: {}, user_id: 1 })).toBe(false);
    expect(todoist.matches({ content: 'Buy milk', done: false })).toBe(false);
    expect(todoist.matches({ event_name: 'item:added', event_data: 'x', user_id: '1' })).toBe(false);
    expect(todoist.read({ event_name: 'item:added', event_data: { content: 7 }, user_id: '1' })).toEqual([]);
  });
});
