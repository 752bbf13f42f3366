/**
 * Where use cases report what happened (a day generated, a failure they
 * survived): a port, so that application code names no logging library. The
 * composition root provides it over the service's JSON log; tests may read it.
 */
export abstract class ActivityLog {
  abstract info(source: string, message: string): void;
  abstract warn(source: string, message: string): void;
}
