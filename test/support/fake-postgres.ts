import * as net from 'node:net';

/**
 * Just enough of PostgreSQL's wire protocol to play a server that answers, answers
 * slowly, or goes silent while keeping its sockets open (a silent network fault).
 */
export class FakePostgres {
  private server!: net.Server;
  readonly sockets = new Set<net.Socket>();
  silent = false;
  /** Connections accepted so far, silent or not. */
  accepted = 0;
  answerDelayMs = 0;
  startupParameters: Array<Record<string, string>> = [];
  port = 0;

  async start(): Promise<void> {
    this.server = net.createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  get url(): string {
    return `postgres://tester@127.0.0.1:${this.port}/fake`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Sends a notification on every open connection that is not silent. */
  notify(channel: string, payload: string): void {
    if (this.silent) return;
    for (const socket of this.sockets)
      socket.write(message('A', Buffer.concat([int32(1), Buffer.from(`${channel}\0${payload}\0`)])));
  }

  private accept(socket: net.Socket): void {
    this.accepted++;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk: Buffer) => {
      if (this.silent) return;
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4 || buffer.length < buffer.readInt32BE(0)) return;
          const length = buffer.readInt32BE(0);
          const fields = buffer
            .subarray(8, length - 1)
            .toString()
            .split('\0');
          const parameters: Record<string, string> = {};
          for (let i = 0; i + 1 < fields.length; i += 2) parameters[fields[i]] = fields[i + 1];
          this.startupParameters.push(parameters);
          buffer = buffer.subarray(length);
          started = true;
          socket.write(Buffer.concat([message('R', int32(0)), message('Z', Buffer.from('I'))]));
          continue;
        }
        if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return;
        const type = String.fromCharCode(buffer[0]);
        buffer = buffer.subarray(1 + buffer.readInt32BE(1));
        if (type === 'X') return void socket.end();
        if (type !== 'Q') continue;
        const answer = Buffer.concat([message('C', Buffer.from('SELECT 0\0')), message('Z', Buffer.from('I'))]);
        const send = () => !this.silent && !socket.destroyed && socket.write(answer);
        if (this.answerDelayMs > 0) setTimeout(send, this.answerDelayMs);
        else send();
      }
    });
  }
}

function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
}

function message(type: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
}
