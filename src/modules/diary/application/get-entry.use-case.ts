import { Injectable } from '@nestjs/common';
import { EntryNotFoundError } from '../domain/diary.errors';
import { EntryDocuments } from '../domain/entry-documents';

/** The entry of one day, as the single-entry document. */
@Injectable()
export class GetEntry {
  constructor(private readonly documents: EntryDocuments) {}

  async execute(input: { accountId: string; date: string }): Promise<string> {
    const entry = await this.documents.entry(input.accountId, input.date);
    if (entry === null) throw new EntryNotFoundError(input.date);
    return entry;
  }
}
