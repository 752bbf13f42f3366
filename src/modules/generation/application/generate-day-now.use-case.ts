import { Injectable } from '@nestjs/common';
import { EntryRepository } from '../../diary';
import type { Entry } from '../../diary';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import { GenerateDay } from './generate-day.use-case';

/**
 * Generates a day at once (the admin CLI's `generate`) and settles its job, so
 * that the same material is not generated again when the job comes due; a
 * parked day is revived this way.
 */
@Injectable()
export class GenerateDayNow {
  constructor(
    private readonly generateDay: GenerateDay,
    private readonly jobs: GenerationJobRepository,
    private readonly entries: EntryRepository,
  ) {}

  /** The day's new entry, as the one who asked will show it; or why none was written. */
  async execute(input: {
    accountId: string;
    day: string;
  }): Promise<{ generated: true; entry: Entry } | { generated: false; reason: string }> {
    const result = await this.generateDay.execute(input);
    if (!result.generated) return result;
    await this.jobs.settle(input.accountId, input.day, result.materialUpTo);
    const entry = await this.entries.findByDate(input.accountId, input.day);
    if (!entry) throw new Error(`the entry of ${input.day} vanished after it was saved`);
    return { generated: true, entry };
  }
}
