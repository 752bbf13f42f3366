import { serveWorkerCalls } from '../../../../threads/worker-server';
import { DayDigestBuilder } from '../../domain/day-digest';
import type { DigestCommand } from './digest-protocol';

/**
 * The digest thread: parses and digests pages of artifacts, one builder per
 * session, so that the server's event loop never does this work. A session
 * left open (its caller gone) is dropped after SESSION_IDLE_MS.
 */
const SESSION_IDLE_MS = 10 * 60_000;
const sessions = new Map<number, { builder: DayDigestBuilder; touched: number }>();

serveWorkerCalls((command: DigestCommand) => {
  if (command.op === 'open') {
    sessions.set(command.session, {
      builder: new DayDigestBuilder(command.day, command.timezone, command.special, command.identities),
      touched: Date.now(),
    });
    return undefined;
  }
  const session = sessions.get(command.session);
  if (command.op === 'abort') return void sessions.delete(command.session);
  if (!session) throw new Error(`no digest session ${command.session}`);
  session.touched = Date.now();
  if (command.op === 'add') {
    try {
      for (const artifact of command.artifacts) {
        session.builder.add({
          sourceLabel: artifact.sourceLabel,
          receivedAt: new Date(artifact.receivedAt),
          payload: JSON.parse(artifact.payloadJson),
          enrichment: artifact.enrichment,
        });
      }
    } catch (error) {
      sessions.delete(command.session);
      throw error;
    }
    return undefined;
  }
  sessions.delete(command.session);
  return session.builder.build();
});

setInterval(() => {
  const now = Date.now();
  for (const [id, session] of sessions) if (now - session.touched > SESSION_IDLE_MS) sessions.delete(id);
}, 60_000).unref();
