import type { Moment } from './moment';

export interface EventBase {
  /** When it began (or happened). */
  at?: Moment;
  /** When it ended, for what lasts. */
  end?: Moment;
  /**
   * The vendor's own id of the thing (an activity, a transaction, a calendar
   * event), prefixed by the vendor: a later delivery about the same thing (an
   * update, a rename, a cancellation) replaces the earlier one. Never shown.
   */
  identity?: string;
  /**
   * Only updates the earlier event of the same identity (a rename, a state
   * change); alone it tells nothing and is dropped.
   */
  update?: true;
}
