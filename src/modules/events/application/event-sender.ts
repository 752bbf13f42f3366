/** What one send came to: the answer's status (null when none came) and why not, how long it took. */
export interface SentEvent {
  status: number | null;
  /** Why no answer came (refused target, timeout, connection error); null when one did. */
  error: string | null;
  durationMs: number;
}

/** Sends an event's request to an endpoint (the port; the adapter checks where it connects). Never throws. */
export abstract class EventSender {
  abstract send(url: string, headers: Record<string, string>, body: string): Promise<SentEvent>;
}
