import type { CodeChange } from '../../../events/diary-event';
import { Moment } from '../../../events/moment';
import { defined } from '../../../vocabulary/json-reading';

// A change to code as the code hosts' interpreters tell it (GitHub, GitLab).

/** A record's own property, never one of Object.prototype's (payload keys such as an action are the sender's). */
export function own<T>(record: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** A CodeChange with its fields as read, nothing the payload did not say. */
export function change(
  fields: Omit<CodeChange, 'type' | 'at' | 'identity'> & { at?: Moment | null },
  identity: string | undefined,
): CodeChange {
  return defined<CodeChange>({ type: 'code', ...fields, at: fields.at ?? undefined, identity });
}
