import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A local HTTP endpoint that records what is posted to it and answers as told (queued answers, then 204). */
export class EventReceiver {
  private constructor(
    private readonly server: http.Server,
    readonly url: string,
    private readonly answers: Answer[],
    readonly received: ReceivedEvent[],
  ) {}

  static async start(): Promise<EventReceiver> {
    const answers: Answer[] = [];
    const received: ReceivedEvent[] = [];
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = answers.shift() ?? { status: 204 };
        const body = Buffer.concat(chunks).toString();
        received.push({ path: request.url ?? '', headers: request.headers, body, status: answer.status });
        response.writeHead(answer.status, answer.headers).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new EventReceiver(server, `http://127.0.0.1:${port}/hooks/diary`, answers, received);
  }

  /** The next requests are answered so, in order. */
  answer(...answers: Answer[]): void {
    this.answers.push(...answers);
  }

  /** Waits until `count` requests came (15 s at most: a change waits for every older transaction of the server). */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.received.length} of ${count} requests within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.received;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
