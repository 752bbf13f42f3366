import { DELETED_ARTIFACT, GENERATED, JOB } from './generation-answers';
import {
  AdminCommand,
  PAGE_FIELDS,
  CommandUsageError,
  PAGE_OPTIONS,
  PAGE_USAGE,
  bodyString,
  defineCommand,
  pageOptions,
  stringOption,
} from '../../../../shared/admin-command';
import { mapPage } from '../../../../shared/list-page';
import { isCalendarDate } from '../../../../shared/calendar';
import { toEntryResponse } from '../../../diary';
import { DeleteArtifact } from '../../application/delete-artifact.use-case';
import { GenerateDayNow } from '../../application/generate-day-now.use-case';
import { ListGenerationJobs } from '../../application/list-generation-jobs.use-case';
import { generateRange } from './generate-range';

type GenerateInput = { accountId: string; date: string } | { accountId: string; from: string; to: string };

function generateInput(words: {
  positionals: readonly string[];
  options: Readonly<Record<string, string | boolean | undefined>>;
}): GenerateInput {
  const accountId = words.positionals[0];
  const dates = { date: stringOption(words, 'date'), from: stringOption(words, 'from'), to: stringOption(words, 'to') };
  for (const [name, value] of Object.entries(dates)) {
    if (value !== undefined && !isCalendarDate(value))
      throw new CommandUsageError(`--${name} must be a real day as YYYY-MM-DD, got "${value}"`);
  }
  if (dates.date !== undefined && (dates.from !== undefined || dates.to !== undefined))
    throw new CommandUsageError('give either --date or --from and --to');
  if (dates.date !== undefined) return { accountId, date: dates.date };
  if (dates.from === undefined || dates.to === undefined)
    throw new CommandUsageError('generate requires --date, or --from and --to');
  if (dates.from > dates.to) throw new CommandUsageError('--from must not be later than --to');
  return { accountId, from: dates.from, to: dates.to };
}

/** One day per HTTP call: a range is the CLI's client step. */
function generatedDay(date: string): string {
  if (!isCalendarDate(date))
    throw new CommandUsageError(`date must be a real day as YYYY-MM-DD, got "${date.slice(0, 40)}"`);
  return date;
}

export const GENERATION_COMMANDS: AdminCommand[] = [
  // Deleting an artifact regenerates its day, which generation does: the command lives here.
  defineCommand({
    name: 'artifacts delete',
    usage: '',
    arguments: ['ARTIFACT_ID'],
    input: (words) => ({ id: words.positionals[0] }),
    takes: { id: 'string' },
    useCase: DeleteArtifact,
    run: (deleteArtifact, input) => deleteArtifact.execute(input.id),
    http: {
      method: 'DELETE',
      path: '/artifacts/:artifactId',
      summary: 'Delete an artifact; its day is regenerated without it',
      answer: DELETED_ARTIFACT,
    },
  }),
  defineCommand({
    name: 'generate',
    usage: '--date YYYY-MM-DD | --from YYYY-MM-DD --to YYYY-MM-DD',
    arguments: ['ACCOUNT_ID'],
    options: { date: 'string', from: 'string', to: 'string' },
    input: generateInput,
    // A range is one operation per day, with a progress bar where the command line is.
    client: (input, operations, progress) =>
      'date' in input ? operations.run('generate', input) : generateRange(operations, input, progress),
    // What the operation takes from any transport (a batch of the file, one day, one page).
    takes: { accountId: 'string', date: 'string' },
    useCase: GenerateDayNow,
    /** The generated entry as the read API shows it, or `{ generated: false, reason }`; also settles the day's job. */
    run: async (generateDayNow, input: { accountId: string; date: string }) => {
      // Judged here too: the embedded socket sends the operation without the command line's checks.
      const result = await generateDayNow.execute({ accountId: input.accountId, day: generatedDay(input.date) });
      return result.generated ? toEntryResponse(result.entry) : { generated: false, reason: result.reason };
    },
    http: {
      method: 'POST',
      path: '/accounts/:accountId/generate',
      summary: 'Generate one day now (body `{ date }`) and settle its job',
      answer: GENERATED,
      fields: ['date'],
      operation: (call) => ({ accountId: call.params.accountId, date: generatedDay(bodyString(call, 'date')) }),
    },
  }),
  defineCommand({
    name: 'jobs list',
    usage: `[--account ACCOUNT_ID] [--failed] ${PAGE_USAGE}`,
    arguments: [],
    options: { account: 'string', failed: 'boolean', ...PAGE_OPTIONS },
    list: true,
    input: (words) => ({
      accountId: stringOption(words, 'account'),
      failed: words.options.failed === true,
      ...pageOptions(words),
    }),
    takes: { accountId: 'string?', failed: 'boolean?', ...PAGE_FIELDS },
    useCase: ListGenerationJobs,
    /** `[{ accountId, day, state, attempts, runAfter, lastError, updatedAt }]`, most recently changed first; a job's cursor is `ACCOUNT_ID:DAY`. */
    run: async (listJobs, input: { accountId?: string; failed?: boolean; limit?: number; after?: string }) => {
      const jobs = await listJobs.execute({
        accountId: input.accountId,
        failedOnly: input.failed === true,
        limit: input.limit,
        after: input.after,
      });
      return mapPage(jobs, (job) => ({
        ...job,
        runAfter: job.runAfter.toISOString(),
        updatedAt: job.updatedAt.toISOString(),
      }));
    },
    http: { method: 'GET', path: '/jobs', summary: 'List generation jobs', answer: JOB },
  }),
];
