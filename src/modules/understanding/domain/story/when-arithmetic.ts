import { When } from '../events/moment';

// Days and minutes of the story's times (When: a day and, when known, a minute of it).

export function dayDifference(day: string, from: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function minutesBetween(a: When, b: When): number {
  return (
    (Date.parse(`${b.day}T00:00:00Z`) - Date.parse(`${a.day}T00:00:00Z`)) / 60_000 + (b.minute ?? 0) - (a.minute ?? 0)
  );
}

/** Whether a comes before b: by day, then by minute (a day without a minute comes first). */
export function isBefore(a: When, b: When): boolean {
  return a.day < b.day || (a.day === b.day && (a.minute ?? -1) < (b.minute ?? -1));
}
