import type { EventBase } from './event-base';

// What a person planned, wrote and did at work: calendar events, messages, tasks, notes, code changes.

export interface CalendarEvent extends EventBase {
  type: 'calendar';
  title?: string;
  /** It has dates, not times: `at` is its first day, `end` (when it lasts several) its last day. */
  allDay?: boolean;
  location?: string;
  cancelled?: boolean;
  /** The person declined it. */
  declined?: boolean;
  /** The person answered "maybe". */
  tentative?: boolean;
  /** The person's own notes on it (not the invitation boilerplate). */
  note?: string;
}

export interface Message extends EventBase {
  type: 'message';
  kind: 'message' | 'post' | 'comment' | 'email';
  text?: string;
  /** Who wrote it, when it was not the person (a name, not an address). */
  author?: string;
  /** The chat, channel or group. */
  where?: string;
  /** Written by the person (or their bot) rather than received. */
  outgoing?: boolean;
  edited?: boolean;
  attachments?: number;
  voiceS?: number;
}

export interface Task extends EventBase {
  type: 'task';
  title: string;
  action: 'created' | 'completed' | 'updated' | 'moved' | 'deleted' | 'reopened' | 'commented';
  project?: string;
  /** The column or state it is in now ("Done", "In review"). */
  state?: string;
  note?: string;
}

export interface Note extends EventBase {
  type: 'note';
  title?: string;
  text?: string;
}

export interface CodeChange extends EventBase {
  type: 'code';
  object:
    | 'commit'
    | 'issue'
    | 'pull request'
    | 'merge request'
    | 'release'
    | 'pipeline'
    | 'deployment'
    | 'comment'
    | 'review'
    | 'branch'
    | 'tag'
    | 'star';
  /** What happened to it, as a past participle: pushed, opened, closed, merged, reopened, published, failed, succeeded, commented, approved. */
  action: string;
  repository?: string;
  title?: string;
  /** Commit messages, first lines (a push). */
  commits?: string[];
  commitCount?: number;
  branch?: string;
  /** The comment or review text. */
  text?: string;
  /**
   * Who did it, as the sender names them (a login, a name): said with it,
   * since a tool's events are the person's own and their collaborators' alike.
   */
  actor?: string;
}
