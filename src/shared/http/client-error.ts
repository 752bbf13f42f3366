import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { buildProblem, statusPhrase } from './problem';
import { AnyProblem, HEADERS_TOO_LARGE, METHOD_NOT_ALLOWED, REQUEST_TIMEOUT, statusOf } from './problem-types';
import { BAD_REQUEST } from '../domain-error';

/**
 * Answers on a raw socket, for what never reaches Fastify's routing: requests
 * Node's HTTP parser rejects, timeouts, CONNECT. Problem Details with CORS (the
 * read API's clients are browsers too), then the connection is closed.
 */
export function writeRawProblem(socket: Duplex, errorsBaseUrl: string, problem: AnyProblem, detail: string, extraHeaders = ''): void {
  if (!socket.writable) return;
  const status = statusOf(problem);
  const { requestId, body } = rawProblemBody(errorsBaseUrl, problem, detail);
  socket.end(
    `HTTP/1.1 ${status} ${statusPhrase(status)}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\nAccess-Control-Allow-Origin: *\r\n${extraHeaders}Connection: close\r\n\r\n${body}`,
  );
}

/** The body of a Problem Details answered outside Fastify (no request was parsed), with the request id it carries. */
export function rawProblemBody(errorsBaseUrl: string, problem: AnyProblem, detail: string): { requestId: string; body: string } {
  const requestId = randomUUID();
  return { requestId, body: JSON.stringify(buildProblem({ problem, detail }, { url: '', id: requestId }, errorsBaseUrl)) };
}

/** Node's clientError: a malformed request, headers over the limit, or a request that did not arrive in time. */
export function problemForClientError(errorsBaseUrl: string) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'HPE_HEADER_OVERFLOW') return writeRawProblem(socket, errorsBaseUrl, HEADERS_TOO_LARGE, 'The request headers are too large.');
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return writeRawProblem(socket, errorsBaseUrl, REQUEST_TIMEOUT, 'The request did not arrive in time.');
    // A connection that sent nothing, or a reset: nobody is listening for an answer.
    if (error.code === 'ECONNRESET' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT_IDLE') return void socket.destroy();
    writeRawProblem(socket, errorsBaseUrl, BAD_REQUEST, 'The request is not valid HTTP.');
  };
}

/** CONNECT asks for a tunnel; Node hands it to a 'connect' listener or drops the socket. */
export function problemForConnect(errorsBaseUrl: string) {
  return (_request: IncomingMessage, socket: Duplex): void =>
    writeRawProblem(socket, errorsBaseUrl, METHOD_NOT_ALLOWED, 'CONNECT is not supported.', 'Allow: GET, POST, OPTIONS\r\n');
}
