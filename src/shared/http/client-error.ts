import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { Duplex } from 'node:stream';
import { isReadApiPath } from './http-hooks';
import { buildProblem, statusPhrase } from './problem';
import { AnyProblem, HEADERS_TOO_LARGE, METHOD_NOT_ALLOWED, REQUEST_TIMEOUT, statusOf } from './problem-types';
import { BAD_REQUEST } from '../domain-error';

/**
 * Answers on a raw socket, for what never reaches Fastify's routing: requests
 * Node's HTTP parser rejects, timeouts, CONNECT. Problem Details, with CORS only
 * for a request known to be the read API's (its clients are browsers too; the
 * admin API's and the webhook's are not), then the connection is closed.
 */
export function writeRawProblem(
  socket: Duplex,
  errorsBaseUrl: string,
  problem: AnyProblem,
  detail: string,
  extraHeaders = '',
  path?: string,
): void {
  if (!socket.writable) return;
  const status = statusOf(problem);
  const { requestId, body } = rawProblemBody(errorsBaseUrl, problem, detail);
  const cors = path !== undefined && isReadApiPath(path) ? 'Access-Control-Allow-Origin: *\r\n' : '';
  socket.end(
    `HTTP/1.1 ${status} ${statusPhrase(status)}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n${cors}${extraHeaders}Connection: close\r\n\r\n${body}`,
  );
}

/** The URL of the request a connection is serving, from the 'request' event until its answer is sent. */
const servingPath = new WeakMap<Duplex, string>();

/** The server's request listener, remembering which path each connection serves (for an answer on its raw socket). */
export function rememberingPaths(handler: RequestListener): RequestListener {
  return (request, response) => {
    const socket = request.socket;
    servingPath.set(socket, request.url ?? '');
    response.once('finish', () => servingPath.delete(socket));
    handler(request, response);
  };
}

const REQUEST_LINE = /^[A-Z]{1,20} (\S{1,8192}) HTTP\/1\.[01]\r?\n/;

/** The path of the request a client error belongs to: the request line of what failed to parse, else the request being served; undefined when unknown. */
function pathOf(error: Error & { rawPacket?: unknown }, socket: Duplex): string | undefined {
  if (Buffer.isBuffer(error.rawPacket)) {
    const line = REQUEST_LINE.exec(error.rawPacket.toString('latin1', 0, 8_300));
    if (line) return line[1];
  }
  return servingPath.get(socket);
}

/** The body of a Problem Details answered outside Fastify (no request was parsed), with the request id it carries. */
export function rawProblemBody(
  errorsBaseUrl: string,
  problem: AnyProblem,
  detail: string,
): { requestId: string; body: string } {
  const requestId = randomUUID();
  return {
    requestId,
    body: JSON.stringify(buildProblem({ problem, detail }, { url: '', id: requestId }, errorsBaseUrl)),
  };
}

/** Node's clientError: a malformed request, headers over the limit, or a request that did not arrive in time. */
export function problemForClientError(errorsBaseUrl: string) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void => {
    // A connection that sent nothing, or a reset: nobody is listening for an answer.
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT_IDLE') return void socket.destroy();
    const path = pathOf(error, socket);
    if (error.code === 'HPE_HEADER_OVERFLOW')
      return writeRawProblem(socket, errorsBaseUrl, HEADERS_TOO_LARGE, 'The request headers are too large.', '', path);
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      return writeRawProblem(socket, errorsBaseUrl, REQUEST_TIMEOUT, 'The request did not arrive in time.', '', path);
    writeRawProblem(socket, errorsBaseUrl, BAD_REQUEST, 'The request is not valid HTTP.', '', path);
  };
}

/** CONNECT asks for a tunnel; Node hands it to a 'connect' listener or drops the socket. */
export function problemForConnect(errorsBaseUrl: string) {
  return (_request: IncomingMessage, socket: Duplex): void =>
    writeRawProblem(
      socket,
      errorsBaseUrl,
      METHOD_NOT_ALLOWED,
      'CONNECT is not supported.',
      'Allow: GET, POST, OPTIONS\r\n',
    );
}
