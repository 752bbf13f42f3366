import { Module } from '@nestjs/common';
import { ThreadedDayDigester } from './adapters/digest-thread/threaded-day-digester';
import { DayDigester } from './domain/day-digester';

/** Reads a day's artifacts into a day digest, in a worker thread of its own. */
@Module({
  providers: [{ provide: DayDigester, useClass: ThreadedDayDigester }],
  exports: [DayDigester],
})
export class UnderstandingModule {}
