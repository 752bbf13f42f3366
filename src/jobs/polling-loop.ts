/**
 * Runs a piece of work again and again on one instance: at once when started, then `intervalMs` after each run
 * ends (never two at once), or as soon as it is woken; stop() waits for the run in progress. Its timer holds no
 * process open.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private inRun = false;
  /** When woken during a run: how soon after it the next one starts, else null. */
  private wokenInRun: number | null = null;
  /** When the scheduled run starts (ms since the epoch). */
  private dueAt = Infinity;

  constructor(
    private readonly run: (isStopped: () => boolean) => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /**
   * Runs again without waiting for the interval: at once, or right after the run in progress. With `withinMs`, at
   * most that much later: the wakes of a burst (one per entry written) then share one run.
   */
  wake(withinMs = 0): void {
    if (this.stopped) return;
    if (this.inRun) {
      this.wokenInRun = Math.min(this.wokenInRun ?? withinMs, withinMs);
      return;
    }
    if (this.dueAt <= Date.now() + withinMs) return;
    clearTimeout(this.timer);
    this.schedule(withinMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.dueAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.inRun = true;
      this.dueAt = Infinity;
      this.wokenInRun = null;
      this.running = this.run(() => this.stopped).finally(() => {
        this.inRun = false;
        this.schedule(this.wokenInRun ?? this.intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }
}
