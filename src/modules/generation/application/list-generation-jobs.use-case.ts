import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { isCalendarDate } from '../../../shared/calendar';
import { Page, UnknownCursorError, pageOf, pageRequest } from '../../../shared/list-page';
import { isUuid } from '../../../shared/uuid';
import type { GenerationJobView } from '../domain/generation-job';
import { GenerationJobRepository } from '../domain/generation-job.repository';

/** A job's cursor: the account and day that name it, `ACCOUNT_ID:YYYY-MM-DD`. */
export const jobCursor = (job: { accountId: string; day: string }): string => `${job.accountId}:${job.day}`;
const isJobCursor = (cursor: string): boolean =>
  isUuid(cursor.slice(0, 36)) && cursor[36] === ':' && isCalendarDate(cursor.slice(37));

/** Generation jobs, most recently changed first, one page at a time; with `failedOnly`, the parked ones and those retrying after an error. */
@Injectable()
export class ListGenerationJobs {
  constructor(
    private readonly jobs: GenerationJobRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    accountId?: string;
    failedOnly: boolean;
    limit?: number;
    after?: string;
  }): Promise<Page<GenerationJobView>> {
    const page = pageRequest(input, isJobCursor);
    const after = page.after === null ? null : { accountId: page.after.slice(0, 36), day: page.after.slice(37) };
    const rows = await this.jobs.list(
      { accountId: input.accountId, failedOnly: input.failedOnly, limit: page.limit + 1, after },
      this.clock.now(),
    );
    if (!rows) throw new UnknownCursorError(page.after!, 'job');
    return pageOf(rows, page.limit, jobCursor);
  }
}
