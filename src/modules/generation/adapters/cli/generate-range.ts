import type { CommandOperations } from '../../../../shared/admin-command';
import { addDays } from '../../../../shared/calendar';

/** Regenerates every day of a range, drawing a progress bar on standard error. */
export async function generateRange(
  operations: CommandOperations,
  input: { accountId: string; from: string; to: string },
  progress: (message: string) => void,
): Promise<{ generated: number; skipped: number; dates: string[] }> {
  const days: string[] = [];
  // Stops on `to` rather than stepping past it: there is no day after 9999-12-31.
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    days.push(day);
    if (day === input.to) break;
  }
  const dates: string[] = [];
  for (const [index, date] of days.entries()) {
    const result = (await operations.run('generate', { accountId: input.accountId, date })) as { generated?: false };
    if (result.generated !== false) dates.push(date);
    progress(progressBar(index + 1, days.length, date));
  }
  return { generated: dates.length, skipped: days.length - dates.length, dates };
}

function progressBar(done: number, total: number, label: string): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${label}`;
}
