import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { WorkerClient } from '../../../../threads/worker-client';
import type { DayDigest } from '../../domain/day-digest';
import { DayDigester, DigestRequest, RawArtifact } from '../../domain/day-digester';
import type { DigestCommand } from './digest-protocol';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * Digests days in one worker thread shared by every generation of this
 * instance: pages go in as JSON text and come out folded into a bounded digest.
 */
@Injectable()
export class ThreadedDayDigester extends DayDigester implements OnModuleDestroy {
  private readonly thread = new WorkerClient(__dirname, 'digest-worker', {
    label: 'digest thread',
    // One page of at most 256 KB is parsed and digested in well under a second.
    callTimeoutMs: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
  });
  private nextSession = 1;

  async digest(request: DigestRequest): Promise<DayDigest> {
    const session = this.nextSession++;
    const call = <T = void>(command: WithoutId<DigestCommand>) => this.thread.call<T>(command);
    await call({
      op: 'open',
      session,
      day: request.day,
      timezone: request.timezone,
      special: request.special,
      identities: request.identities ?? [],
    });
    // The next page is read while the thread digests this one: two pages at most in memory, the database's time and
    // the thread's overlapping instead of adding up on a day of many pages.
    const pages = request.pages[Symbol.asyncIterator]();
    // Read ahead, its failure is handled where it is awaited (not an unhandled rejection while the thread works).
    const readAhead = (): Promise<IteratorResult<RawArtifact[]>> => {
      const next = pages.next();
      next.catch(() => undefined);
      return next;
    };
    try {
      let ahead = readAhead();
      for (let read = await ahead; !read.done; read = await ahead) {
        ahead = readAhead();
        await call({
          op: 'add',
          session,
          artifacts: read.value.map((artifact) => ({ ...artifact, receivedAt: artifact.receivedAt.getTime() })),
        });
      }
      return await call<DayDigest>({ op: 'build', session });
    } catch (error) {
      this.thread.post({ op: 'abort', session });
      // A page read ahead is dropped; its reader is closed.
      await pages.return?.().catch(() => undefined);
      throw error;
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.thread.close();
  }
}
