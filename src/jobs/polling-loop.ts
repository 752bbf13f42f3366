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
  private wokenInRun = false;

  constructor(
    private readonly run: (isStopped: () => boolean) => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Runs again without waiting for the interval: at once, or right after the run in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.inRun) {
      this.wokenInRun = true;
      return;
    }
    clearTimeout(this.timer);
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.inRun = true;
      this.wokenInRun = false;
      this.running = this.run(() => this.stopped).finally(() => {
        this.inRun = false;
        this.schedule(this.wokenInRun ? 0 : this.intervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }
}
