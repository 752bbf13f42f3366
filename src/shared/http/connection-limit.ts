import type { RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { rawProblemBody } from './client-error';
import { isReadApiPath } from './http-hooks';
import { SERVICE_UNAVAILABLE } from './problem-types';

/** Past this many times the limit, Node itself drops new sockets: the hard bound on what a flood can hold. */
const HARD_LIMIT_FACTOR = 2;
const RETRY_AFTER_SECONDS = 1;

/**
 * Bounds the connections one instance serves. Node's own `maxConnections`
 * drops a socket over the limit without a word, and the client sees a reset;
 * here a request on a connection over the limit is answered 503 Problem
 * Details with Retry-After and the connection is closed. Only past twice the
 * limit does Node drop sockets.
 */
export class ConnectionLimit {
  private open = 0;
  private readonly overLimit = new WeakSet<Socket>();

  constructor(
    private readonly limit: number,
    private readonly errorsBaseUrl: string,
  ) {}

  attach(server: Server): void {
    server.maxConnections = this.limit * HARD_LIMIT_FACTOR;
    server.on('connection', (socket: Socket) => {
      this.open += 1;
      socket.once('close', () => (this.open -= 1));
      if (this.open > this.limit) this.overLimit.add(socket);
    });
  }

  /** The request listener, refusing requests on connections that arrived over the limit. */
  guard(handler: RequestListener): RequestListener {
    return (request, response) =>
      this.overLimit.has(request.socket) ? this.refuse(response, request.url ?? '') : handler(request, response);
  }

  private refuse(response: ServerResponse, path: string): void {
    const { requestId, body } = rawProblemBody(
      this.errorsBaseUrl,
      SERVICE_UNAVAILABLE,
      'This instance is at its connection limit; retry shortly.',
    );
    response.shouldKeepAlive = false;
    response.writeHead(503, {
      'Content-Type': 'application/problem+json',
      'Content-Length': Buffer.byteLength(body),
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'X-Request-Id': requestId,
      // Browsers call the read API only: the admin API's answers carry no CORS headers.
      ...(isReadApiPath(path) ? { 'Access-Control-Allow-Origin': '*' } : {}),
      Connection: 'close',
    });
    response.end(body);
  }
}
