import { Injectable } from '@nestjs/common';
import { EntryDocuments } from '../domain/entry-documents';

/** The account's tags with their counts, as the tags document. */
@Injectable()
export class ListTags {
  constructor(private readonly documents: EntryDocuments) {}

  execute(accountId: string): Promise<string> {
    return this.documents.tags(accountId);
  }
}
