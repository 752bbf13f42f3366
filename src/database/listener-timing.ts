import { PostgresLimits, REQUEST_LIMITS } from './postgres-limits';

export interface ListenerTiming {
  /** Pause between the answer to one heartbeat and the next heartbeat. */
  heartbeatIntervalMs: number;
  /** A heartbeat not answered within this means the connection is dead. */
  heartbeatDeadlineMs: number;
  /** Pause before connecting again after a lost or failed connection. */
  reconnectDelayMs: number;
}

/** Numbers in docs/security.md. */
export const LISTENER_TIMING: ListenerTiming = {
  heartbeatIntervalMs: 1_000,
  heartbeatDeadlineMs: 2_000,
  reconnectDelayMs: 1_000,
};

/** The listening connection: the requests' connect timeout and keepalive; no statement or read timeout (the heartbeat is its bound). */
export const LISTENER_LIMITS: PostgresLimits = {
  ...REQUEST_LIMITS,
  statementTimeoutMs: 0,
  queryReadTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
};
