/**
 * What retention asks of whoever reads the artifacts later (generation implements it): which days still need their
 * artifacts, and how far back every day with material has been seen to.
 */
export abstract class DaysStillNeeded {
  /**
   * Artifacts received before this have had their days scheduled (a finished stale-day sweep looked past it, less
   * the overlap it allows for late commits); null while no sweep has finished. Retention never drops past it.
   */
  abstract settledBefore(): Promise<Date | null>;
  /**
   * A condition in SQL, evaluated inside retention's transaction, true while the day of `row` (a row with account_id
   * and day) is not generated up to the receipt time `newest` (an SQL expression).
   */
  abstract stillNeededSql(row: string, newest: string): string;
}
