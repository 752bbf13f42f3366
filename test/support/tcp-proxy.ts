import * as net from 'node:net';

/** One proxied connection: the client's socket, PostgreSQL's (once connected) and whether its traffic is dropped. */
interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
  /** The client's first bytes (PostgreSQL's startup message: user, database, application_name). */
  head: Buffer | null;
  blackholed: boolean;
}

/**
 * A TCP proxy to PostgreSQL that a test can cut and restore, to play a database outage,
 * or blackhole, to play a silent network fault (a NAT or firewall that forgot the
 * connections): sockets stay open, and nothing passes, not even the end of a connection.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly links = new Set<Link>();
  /** Set while blackholing: which connections to starve (all when it returns true for every head). */
  private blackholeMatch: ((head: Buffer) => boolean) | null = null;
  /** Milliseconds added to every chunk in each direction (a database farther away). */
  private latencyMs = 0;

  constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  async start(): Promise<void> {
    const server = net.createServer({ allowHalfOpen: true }, (client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and breaks the open ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.blackholeMatch = null;
    for (const link of this.links) {
      link.client.destroy();
      link.upstream?.destroy();
    }
    this.links.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /**
   * From now on, passes nothing on the matching connections (every one by default), open
   * ones and new ones alike: bytes are dropped, ends and closes are not passed on, and the
   * sockets stay open. New connections are accepted (their handshake completes) but never
   * reach PostgreSQL. `match` sees a connection's first bytes, which for PostgreSQL name
   * its `application_name`.
   */
  blackhole(match: (head: Buffer) => boolean = () => true): void {
    this.blackholeMatch = match;
    for (const link of this.links) if (link.head && match(link.head)) this.starve(link);
  }

  /** New connections pass again. Connections blackholed so far stay dead, as after a NAT forgot them. */
  restore(): void {
    this.blackholeMatch = null;
  }

  /** Delays every chunk by `ms` in each direction from now on (a round trip costs 2 × `ms` more). */
  setLatency(ms: number): void {
    this.latencyMs = ms;
  }

  /** Connections open through the proxy, and how many of them are blackholed. */
  stats(): { open: number; blackholed: number } {
    let blackholed = 0;
    for (const link of this.links) if (link.blackholed) blackholed++;
    return { open: this.links.size, blackholed };
  }

  private accept(client: net.Socket): void {
    const link: Link = { client, upstream: null, head: null, blackholed: false };
    this.links.add(link);
    client.on('error', () => undefined);
    client.on('close', () => {
      // A starved connection's far end never learns that this one closed.
      this.later(() => {
        if (!link.blackholed) link.upstream?.destroy();
        if (!link.upstream || link.upstream.destroyed) this.links.delete(link);
      });
    });
    client.on('end', () => this.later(() => !link.blackholed && link.upstream?.end()));
    client.on('data', (chunk: Buffer) => {
      if (link.head === null) {
        link.head = chunk;
        if (this.blackholeMatch?.(chunk)) link.blackholed = true;
        if (!link.blackholed) this.connectUpstream(link);
      }
      if (link.blackholed || !link.upstream) return;
      this.forward(link, chunk, client, link.upstream);
    });
  }

  private connectUpstream(link: Link): void {
    const upstream = net.connect({ port: this.target.port, host: this.target.host, allowHalfOpen: true });
    link.upstream = upstream;
    upstream.on('error', () => undefined);
    upstream.on('drain', () => link.client.resume());
    link.client.on('drain', () => upstream.resume());
    upstream.on('data', (chunk: Buffer) => {
      if (link.blackholed) return;
      this.forward(link, chunk, upstream, link.client);
    });
    upstream.on('end', () => this.later(() => !link.blackholed && link.client.end()));
    upstream.on('close', () => {
      this.later(() => {
        if (!link.blackholed) link.client.destroy();
        if (link.client.destroyed) this.links.delete(link);
      });
    });
  }

  private forward(link: Link, chunk: Buffer, from: net.Socket, to: net.Socket): void {
    const write = () => {
      if (!link.blackholed && !to.destroyed && !to.write(chunk)) from.pause();
    };
    // Timers of one duration fire in the order they were set: the stream keeps its order.
    if (this.latencyMs > 0) setTimeout(write, this.latencyMs);
    else write();
  }

  /** After the latency, so that an end does not overtake the data before it. */
  private later(action: () => void): void {
    if (this.latencyMs > 0) setTimeout(action, this.latencyMs);
    else action();
  }

  private starve(link: Link): void {
    link.blackholed = true;
    // Keep reading (and dropping) so that neither side is held back by a full buffer.
    link.client.resume();
    link.upstream?.resume();
  }
}
