import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../../shared/domain-error';
import { EXPORT_PAGE_LIMITS } from '../../../shared/export-page';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import { EntryRepository } from '../../diary';
import type { PortableEntry } from '../../diary';
import { ArtifactRepository } from '../../ingest';
import type { ArtifactRemoval } from '../../ingest';

export type ExportPart = 'entries' | 'artifacts' | 'removed';
export const EXPORT_PARTS: readonly ExportPart[] = ['entries', 'artifacts', 'removed'];

export interface ExportPageInput {
  accountId: string;
  part: ExportPart;
  /** The cursor a previous page gave; absent for the first page. */
  after?: string;
}

/**
 * One page of an account's data as its owner takes it away: entries in the
 * import format, artifacts with their payloads, or what retention removed (per
 * day, how many artifacts and when: those days' entries stay). Pages are bounded in items
 * and bytes (EXPORT_PAGE_LIMITS), so an account of any size is exported with
 * bounded memory on both sides; the caller follows `next` until it is null.
 */
@Injectable()
export class ExportAccountPage {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly entries: EntryRepository,
    private readonly artifacts: ArtifactRepository,
  ) {}

  async execute(input: ExportPageInput): Promise<ExportPage> {
    if (!EXPORT_PARTS.includes(input.part))
      throw new InvalidInputError(`part must be one of ${EXPORT_PARTS.join(', ')}`);
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    if (input.part === 'entries') {
      const page = await this.entries.exportPage(input.accountId, input.after ?? null, EXPORT_PAGE_LIMITS);
      return { part: 'entries', items: page.entries, next: page.next };
    }
    if (input.part === 'removed') {
      const removed = await this.artifacts.removalsPage(input.accountId, input.after ?? null, EXPORT_PAGE_LIMITS);
      return { part: 'removed', items: removed.removals, next: removed.next };
    }
    const page = await this.artifacts.exportPage(input.accountId, input.after ?? null, EXPORT_PAGE_LIMITS);
    return { part: 'artifacts', items: page.artifacts, next: page.next };
  }
}

type ExportedArtifact = Awaited<ReturnType<ArtifactRepository['exportPage']>>['artifacts'][number];

export type ExportPage =
  | { part: 'entries'; items: PortableEntry[]; next: string | null }
  | { part: 'artifacts'; items: ExportedArtifact[]; next: string | null }
  | { part: 'removed'; items: ArtifactRemoval[]; next: string | null };
