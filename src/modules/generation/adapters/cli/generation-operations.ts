import { Injectable } from '@nestjs/common';
import { toEntryResponse } from '../../../diary';
import { GenerateDay } from '../../application/generate-day.use-case';

@Injectable()
export class GenerationOperations {
  constructor(private readonly generateDay: GenerateDay) {}

  /** The generated entry as the read API shows it, or `{ generated: false, reason }`. */
  async generateOne(input: { accountId: string; date: string }) {
    const result = await this.generateDay.execute({ accountId: input.accountId, day: input.date });
    return result.generated ? toEntryResponse(result.entry) : { generated: false, reason: result.reason };
  }
}
