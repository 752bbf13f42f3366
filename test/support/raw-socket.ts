import * as net from 'node:net';

export interface RawExchange {
  /** What the server wrote, as text. */
  response: string;
  /** The status of its first response line, or null when it wrote none. */
  status: number | null;
  /** When the server closed the connection, or 'open' if it had not after `waitMs`. */
  closedAfterMs: number | 'open';
}

/** Writes `request` byte for byte on a new connection to 127.0.0.1:`port` and waits for the server to close it (at most `waitMs`). */
export function exchangeRaw(port: number, request: string, waitMs = 3_000): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    const done = (closedAfterMs: number | 'open') =>
      resolve({ response, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]) || null, closedAfterMs });
    const timer = setTimeout(() => {
      socket.destroy();
      done('open');
    }, waitMs);
    socket.on('data', (chunk) => (response += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      done(Date.now() - started);
    });
    socket.write(request);
  });
}

/** The Problem Details body of a raw response. */
export function rawProblem(response: string): { type: string; status: number; detail: string } {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}
