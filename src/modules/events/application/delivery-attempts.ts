import { Injectable } from '@nestjs/common';

/** One attempt as it ended: delivered (2xx), failed (any other answer, or none). */
export interface AttemptReport {
  endpointId: string;
  status: number | null;
  delivered: boolean;
  durationMs: number;
}

/** Where attempts are announced, in this process (metrics listen). A listener that throws harms no delivery. */
@Injectable()
export class DeliveryAttempts {
  private readonly listeners: Array<(report: AttemptReport) => void> = [];

  listen(listener: (report: AttemptReport) => void): void {
    this.listeners.push(listener);
  }

  announce(report: AttemptReport): void {
    for (const listener of this.listeners) {
      try {
        listener(report);
      } catch {
        // Metrics are best effort.
      }
    }
  }
}
