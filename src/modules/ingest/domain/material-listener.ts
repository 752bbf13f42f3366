/** New material for an account's day, committed; `receivedAt` is the database's clock, as the reader reports it. */
export interface MaterialArrived {
  accountId: string;
  day: string;
  receivedAt: Date;
}

/**
 * Told of every stored artifact, after it is committed. Implemented by the
 * module that acts on new material (generation); a failure here never loses the
 * artifact, whose day the reader still reports (`daysReceivedBetween`).
 */
export abstract class MaterialListener {
  abstract materialArrived(event: MaterialArrived): Promise<void>;
}
