import { isForeignKeyViolation } from '../../../../shared/database-failure';
import type { DayMaterialMark } from '../../domain/generation-job';

/**
 * Writes a batch of account-days in one statement. An account erased since its
 * material arrived fails the whole statement (the jobs' foreign key): then each
 * day is written alone, and the erased account's days, which have nothing left
 * to generate, are dropped, so that one erasure never holds up other accounts' days.
 */
export async function skippingErasedAccounts(
  rows: DayMaterialMark[],
  write: (rows: DayMaterialMark[]) => Promise<number>,
): Promise<number> {
  try {
    return await write(rows);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    if (rows.length === 1) return 0;
  }
  let written = 0;
  for (const row of rows) written += await skippingErasedAccounts([row], write);
  return written;
}
