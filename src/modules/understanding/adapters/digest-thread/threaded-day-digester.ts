import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { WorkerClient } from '../../../../threads/worker-client';
import type { DayDigest } from '../../domain/day-digest';
import { DayDigester, DigestRequest } from '../../domain/day-digester';
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
    try {
      for await (const page of request.pages) {
        await call({
          op: 'add',
          session,
          artifacts: page.map((artifact) => ({ ...artifact, receivedAt: artifact.receivedAt.getTime() })),
        });
      }
      return await call<DayDigest>({ op: 'build', session });
    } catch (error) {
      this.thread.post({ op: 'abort', session });
      throw error;
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.thread.close();
  }
}
