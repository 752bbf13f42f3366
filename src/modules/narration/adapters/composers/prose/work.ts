import { ownEntry } from '../../../../understanding';
import type { CalendarEvent, CodeChange, Task } from '../../../../understanding';
import type { DayStory, StoryEvent } from '../../../../understanding';
import { atTime, dateOn, listOf, minuteOn, plural, quote, sentence, span } from './phrases';
import type { Sentence } from './sentence';

/** The calendar, tasks and code of the day. */
export function workSentences(story: DayStory, day: string): Sentence[] {
  return [
    ...story.calendar.map((event) => calendarSentence(event, day)),
    ...taskSentences(story.tasks, day),
    ...codeSentences(story.code, day),
  ];
}

/** "Design review, 10:00–11:30, in Room 4." / "“1:1 with Sam” at 14:00 was cancelled." */
function calendarSentence(event: StoryEvent<CalendarEvent>, day: string): Sentence {
  const title = event.title ?? 'An event';
  const otherDay = event.at !== null && event.at.day !== day;
  const when = event.allDay ? (otherDay ? datesOf(event, day) : 'all day') : span(event.at, event.end, day);
  // Planned for a later day: it has not happened yet.
  const ahead = event.at !== null && event.at.day > day && !event.cancelled && !event.declined;
  const where = event.location ? ` at ${event.location}` : '';
  const note = event.note ? ` ${quote(event.note)}` : '';
  let text: string;
  if (event.cancelled)
    text = sentence(`${event.title ? quote(title) : 'An event'}${when ? ` (${when})` : ''} was cancelled`);
  else if (event.declined) text = sentence(`Declined ${quote(title)}${when ? ` (${when})` : ''}`);
  else if (ahead)
    text = sentence(
      `Planned: ${title}${when ? `, ${when}` : ''}${where}${event.tentative ? ' (maybe)' : ''}${note ? `:${note}` : ''}`,
    );
  else
    text = sentence(
      `${title}${when ? `, ${when}` : ''}${where}${event.tentative ? ' (maybe)' : ''}${note ? `:${note}` : ''}`,
    );
  return {
    theme: 'work',
    salience: event.cancelled || event.declined ? 3 : event.allDay ? 6 : 7,
    minute: event.allDay ? -1 : minuteOn(event.at, day),
    text,
    // Only an event of the day itself names the day.
    headline:
      event.cancelled ||
      event.declined ||
      event.tentative ||
      !event.title ||
      (event.at !== null && event.at.day !== day)
        ? undefined
        : event.title,
  };
}

/** "on 26 November", "from 26 to 29 November" (an all-day event's end is its last day). */
function datesOf(event: StoryEvent<CalendarEvent>, day: string): string {
  const first = event.at?.day ?? day;
  const last = event.end?.day && event.end.day > first ? event.end.day : first;
  const format = (d: string) => dateOn(d, day) ?? d;
  if (last === first) return `on ${format(first)}`;
  return first.slice(0, 7) === last.slice(0, 7)
    ? `from ${Number(first.slice(8))} to ${format(last)}`
    : `from ${format(first)} to ${format(last)}`;
}

const TASK_VERBS: Record<Task['action'], string> = {
  created: 'Added',
  completed: 'Completed',
  updated: 'Updated',
  moved: 'Moved',
  deleted: 'Deleted',
  reopened: 'Reopened',
  commented: 'Commented on',
};

/** Tasks one by one: "Completed “File taxes” (Home) at 18:02." "Moved “ENG-412” to Done." */
function taskSentences(tasks: Array<StoryEvent<Task>>, day: string): Sentence[] {
  return tasks.map((task) => {
    const project = task.project ? ` (${task.project})` : '';
    const state =
      task.state && (task.action === 'moved' || task.action === 'updated')
        ? ` to ${task.state}`
        : task.state && task.action === 'created'
          ? ` in ${task.state}`
          : '';
    const verb = task.action === 'updated' && task.state ? 'Moved' : ownEntry(TASK_VERBS, task.action);
    const when = atTime(task.at ?? task.received, day);
    const note = task.note ? `: ${quote(task.note)}` : '';
    return {
      theme: 'work',
      salience: task.action === 'completed' ? 5 : 4,
      minute: minuteOn(task.at ?? task.received, day),
      text: `${sentence(`${verb} ${quote(task.title)}${project}${state}${when ? ` ${when}` : ''}`).slice(0, -1)}${note}.`,
    };
  });
}

/** Code: pushes with their commit messages, issues and requests by what happened to them, pipelines counted. */
function codeSentences(changes: Array<StoryEvent<CodeChange>>, day: string): Sentence[] {
  const sentences: Sentence[] = [];
  const runs = changes.filter((change) => change.object === 'pipeline' || change.object === 'deployment');
  for (const change of changes) {
    if (runs.includes(change)) continue;
    sentences.push({
      theme: 'work',
      salience: codeSalience(change),
      minute: minuteOn(change.at ?? change.received, day),
      text: codeSentence(change, day),
      headline: codeHeadline(change),
    });
  }
  const byObject = new Map<string, Array<StoryEvent<CodeChange>>>();
  for (const run of runs) byObject.set(run.object, [...(byObject.get(run.object) ?? []), run]);
  for (const [object, list] of byObject) {
    const outcomes = new Map<string, number>();
    for (const run of list) outcomes.set(run.action, (outcomes.get(run.action) ?? 0) + 1);
    const counted = [...outcomes].sort((a, b) => b[1] - a[1]).map(([action, count]) => `${count} ${action}`);
    const repositories = [
      ...new Set(list.map((run) => run.repository).filter((name): name is string => Boolean(name))),
    ];
    const first = list.map((run) => minuteOn(run.at ?? run.received, day)).find((minute) => minute !== null) ?? null;
    const single = list.length === 1 ? list[0] : null;
    sentences.push({
      theme: 'work',
      salience: 2,
      minute: first,
      text: single
        ? sentence(
            `${capitalFirst(object)}${single.title ? ` ${quote(single.title)}` : ''}${repositories.length ? ` in ${repositories[0]}` : ''}${single.branch ? ` (${single.branch})` : ''} ${single.action}${atTime(single.at ?? single.received, day) ? ` ${atTime(single.at ?? single.received, day)}` : ''}`,
          )
        : sentence(
            `${plural(list.length, object)}${repositories.length ? ` in ${listOf(repositories.slice(0, 3))}` : ''}: ${listOf(counted)}`,
          ),
    });
  }
  return sentences;
}

/** "Pushed 3 commits to jot (main) at 10:02: “…”", "kaito-m starred tidepool", "Owen Clarke approved merge request “…” in mobile-app". */
const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function codeSentence(change: StoryEvent<CodeChange>, day: string): string {
  const repository = change.repository ? ` in ${change.repository}` : '';
  const when = atTime(change.at ?? change.received, day);
  // Who did it, when the tool said: the person's collaborators act in the same repositories.
  const verb = (past: string) =>
    change.actor ? `${change.actor} ${past.charAt(0).toLowerCase()}${past.slice(1)}` : past;
  if (change.object === 'commit' && change.action === 'pushed') {
    const count = change.commitCount ?? change.commits?.length ?? 0;
    const messages = (change.commits ?? []).slice(0, 5).map(quote);
    const to = change.repository
      ? ` to ${change.repository}${change.branch ? ` (${change.branch})` : ''}`
      : change.branch
        ? ` to ${change.branch}`
        : '';
    return sentence(
      `${verb('Pushed')} ${count > 0 ? plural(count, 'commit') : 'commits'}${to}${when ? ` ${when}` : ''}${messages.length ? `: ${listOf(messages)}` : ''}`,
    );
  }
  if (change.object === 'star')
    return sentence(
      `${verb('Starred')} ${change.repository ?? change.title ?? 'a repository'}${when ? ` ${when}` : ''}`,
    );
  const title = change.title ? ` ${quote(change.title)}` : '';
  const text = change.text ? `: ${quote(change.text)}` : '';
  if (change.object === 'comment' || change.action === 'commented')
    return sentence(`${verb('Commented')}${title ? ` on${title}` : ''}${repository}${when ? ` ${when}` : ''}${text}`);
  if (change.object === 'review')
    return sentence(
      `${verb('Reviewed')}${title}${repository}${change.action !== 'reviewed' ? ` (${change.action})` : ''}${when ? ` ${when}` : ''}${text}`,
    );
  return sentence(
    `${verb(change.action.charAt(0).toUpperCase() + change.action.slice(1))} ${change.object}${title}${repository}${when ? ` ${when}` : ''}${text}`,
  );
}

function codeSalience(change: StoryEvent<CodeChange>): number {
  if (change.object === 'release') return 7;
  if (change.action === 'merged') return 6;
  if (change.object === 'commit') return 4 + Math.min(2, (change.commitCount ?? 1) / 3);
  if (change.object === 'star') return 1;
  return 4;
}

function codeHeadline(change: StoryEvent<CodeChange>): string | undefined {
  if (!change.title || !(change.action === 'merged' || change.object === 'release' || change.action === 'opened'))
    return undefined;
  const did = change.object === 'release' ? 'Released' : change.action === 'merged' ? 'Merged' : 'Opened';
  const what = change.object === 'release' ? change.title : `“${change.title}”`;
  return change.actor ? `${change.actor} ${did.toLowerCase()} ${what}` : `${did} ${what}`;
}
