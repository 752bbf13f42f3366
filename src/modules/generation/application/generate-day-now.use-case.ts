import { Injectable } from '@nestjs/common';
import { GenerationJobRepository } from '../domain/generation-job.repository';
import { GenerateDay, GenerateDayResult } from './generate-day.use-case';

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
  ) {}

  async execute(input: { accountId: string; day: string }): Promise<GenerateDayResult> {
    const result = await this.generateDay.execute(input);
    if (result.generated) await this.jobs.settle(input.accountId, input.day, result.materialUpTo);
    return result;
  }
}
