import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

/**
 * Requests that Node's HTTP parser rejects (malformed request line, bad header
 * bytes, oversized headers) never reach Fastify's routing; they are still
 * answered with Problem Details, then the connection is closed.
 */
export function problemForClientError(errorsBaseUrl: string) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (!socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const requestId = randomUUID();
    const body = JSON.stringify({
      type: `${errorsBaseUrl}/bad-request`,
      title: tooLarge ? 'Request Header Fields Too Large' : 'Bad Request',
      status,
      detail: tooLarge ? 'The request headers are too large.' : 'The request is not valid HTTP.',
      instance: '',
      requestId,
    });
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}
