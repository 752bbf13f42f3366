import * as net from 'node:net';
import type { RawRequest } from './fuzz-requests';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request byte for byte (invalid ones included) and reads the whole answer. */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawResponse | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks)));
    });
    const head = [
      `${request.method} ${request.target} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Connection: close',
      ...request.headers.map(([name, value]) => `${name}: ${value}`),
    ];
    if (request.body.length > 0 || request.method === 'POST') head.push(`Content-Length: ${request.body.length}`);
    socket.write(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), request.body]));
  });
}

function parse(raw: Buffer): RawResponse | null {
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 4 + size);
  }
}
