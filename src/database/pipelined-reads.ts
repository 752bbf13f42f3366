import type { Client, QueryConfig, QueryResult } from 'pg';
import { ClientSocket, destroyConnection, pipelined, socketOf } from './driver-internals';
import { PostgresConnections } from './postgres-connections';
import { PostgresLimits, clientConfig } from './postgres-limits';

/**
 * How many connections carry the hot statements. On 2 cores fewer backends batch more per wake-up: against 3,
 * 2 served 8% more single-entry reads and 5% more webhook deliveries (A/B pairs of the bench's load).
 */
export const PIPELINED_READ_CONNECTIONS = 2;
const RECONNECT_DELAY_MS = 1_000;

interface Slot {
  client: Client | null;
  pending: number;
}

/**
 * The hot statements (the read API's reads, the webhook's insert) on a few
 * connections in pg's pipeline mode: a query
 * is written at once on the connection with the fewest outstanding, without
 * waiting for the answers before it, so that the queries of one turn of the
 * event loop leave in one write and PostgreSQL reads them in one go (no wait
 * for a pooled connection). Only single autocommit statements go here: no
 * transaction can share a pipelined connection. A connection found silently
 * dead here or in the pool drops them all; they come back after 1 s, and
 * meanwhile the reads use the pool.
 */
export class PipelinedReads {
  private readonly slots: Slot[] = [];
  private readonly ReadClient: typeof Client;
  private closed = false;
  /** Connections whose writes are held until the end of this turn of the event loop. */
  private readonly held = new Set<ClientSocket>();

  constructor(
    private readonly url: string,
    private readonly limits: PostgresLimits,
    private readonly applicationName: string,
    connections: PostgresConnections,
    size = PIPELINED_READ_CONNECTIONS,
  ) {
    this.ReadClient = connections.clientClass();
    connections.onFault(() => this.dropAll());
    for (let i = 0; i < size; i++) this.slots.push({ client: null, pending: 0 });
  }

  async open(): Promise<void> {
    await Promise.all(this.slots.map((slot) => this.connect(slot).catch(() => this.reconnectLater(slot))));
  }

  /** The query on the least busy connection, or null when none is connected (the caller uses its pool). */
  query(config: QueryConfig): Promise<QueryResult> | null {
    let best: Slot | undefined;
    for (const slot of this.slots) if (slot.client && (!best || slot.pending < best.pending)) best = slot;
    if (!best) return null;
    const slot = best;
    slot.pending++;
    this.holdWrites(slot.client!);
    return slot.client!.query(config).finally(() => slot.pending--);
  }

  /**
   * pg writes each query in its own system call; on loopback each also wakes
   * PostgreSQL. Corked until the check phase of this loop turn, the queries of
   * every request that arrived in the turn leave in one write.
   */
  private holdWrites(client: Client): void {
    const stream = socketOf(client);
    if (!stream || this.held.has(stream)) return;
    if (this.held.size === 0) setImmediate(this.releaseWrites);
    stream.cork();
    this.held.add(stream);
  }

  private readonly releaseWrites = (): void => {
    for (const stream of this.held) stream.uncork();
    this.held.clear();
  };

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((slot) => slot.client?.end().catch(() => undefined)));
  }

  private dropAll(): void {
    for (const slot of this.slots) this.drop(slot, slot.client);
  }

  private drop(slot: Slot, client: Client | null): void {
    if (!client || slot.client !== client) return;
    slot.client = null;
    destroyConnection(client);
    this.reconnectLater(slot);
  }

  private async connect(slot: Slot): Promise<void> {
    const client = new this.ReadClient(pipelined(clientConfig(this.url, this.limits, this.applicationName)));
    client.on('error', () => this.drop(slot, client));
    client.on('end', () => this.drop(slot, client));
    await client.connect();
    if (this.closed) return void client.end().catch(() => undefined);
    slot.client = client;
  }

  private reconnectLater(slot: Slot): void {
    if (this.closed) return;
    setTimeout(() => {
      if (!this.closed && !slot.client) void this.connect(slot).catch(() => this.reconnectLater(slot));
    }, RECONNECT_DELAY_MS).unref();
  }
}
