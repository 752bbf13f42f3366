/**
 * Collects "last used" times in memory and writes them in one batch per
 * interval, so that recording use never sits on a request's critical path and a
 * busy credential costs one write per interval.
 */
export class UsageBuffer {
  private pending = new Map<string, Date>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (usedAt: ReadonlyMap<string, Date>) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 60_000,
  ) {}

  record(id: string, at: Date): void {
    this.pending.set(id, at);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.write(batch);
    } catch (error) {
      this.onError(error);
    }
  }
}
