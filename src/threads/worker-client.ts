import { Worker, type ResourceLimits } from 'node:worker_threads';
import { workerScript } from './worker-script';

export interface WorkerClientOptions {
  /** Named in errors and logs. */
  label: string;
  /** A call that takes longer means the thread is stuck: it is replaced and its calls fail. */
  callTimeoutMs: number;
  /** A hard ceiling on the thread's heap: too much work fails its calls instead of taking the process down. */
  resourceLimits: ResourceLimits;
}

interface Pending {
  worker: Worker;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** What a worker answers to a call (see serveWorkerCalls). */
export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/**
 * Calls into one worker thread running the script `name` beside `directory`:
 * requests go in as messages with an id, answers come back by id. The thread
 * starts on first use, and again after it fails, times out or runs out of heap.
 */
export class WorkerClient {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly directory: string,
    private readonly name: string,
    private readonly options: WorkerClientOptions,
  ) {}

  call<T>(request: object): Promise<T> {
    // Work still running when the application shuts down must not start a thread that outlives it.
    if (this.closed) return Promise.reject(new Error(`${this.options.label} closed`));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          this.stop(worker, new Error(`${this.options.label} did not answer within ${this.options.callTimeoutMs} ms`)),
        this.options.callTimeoutMs,
      );
      this.pending.set(id, { worker, resolve: resolve as (value: unknown) => void, reject, timer });
      worker.postMessage({ ...request, id });
    });
  }

  /** A message that needs no answer (the worker still answers; nobody waits). */
  post(request: object): void {
    this.worker?.postMessage({ ...request, id: 0 });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      this.stop(worker, new Error(`${this.options.label} closed`));
      await worker.terminate();
    }
  }

  private start(): Worker {
    const script = workerScript(this.directory, this.name);
    const worker = new Worker(script.filename, {
      execArgv: script.execArgv,
      resourceLimits: this.options.resourceLimits,
    });
    // An idle thread does not keep the process alive.
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(new Error(`${this.options.label}: ${reply.error}`));
    });
    worker.on('error', (error) => this.stop(worker, new Error(`${this.options.label} failed: ${error.message}`)));
    worker.on('exit', (code) => this.stop(worker, new Error(`${this.options.label} exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** Fails every call in flight on this thread and lets the next call start a new one. */
  private stop(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = null;
    for (const [id, pending] of this.pending) {
      if (pending.worker !== worker) continue;
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
    void worker.terminate();
  }
}
