import { Injectable } from '@nestjs/common';
import type { TagCount } from '../domain/entry';
import { EntryRepository } from '../domain/entry.repository';

@Injectable()
export class ListTags {
  constructor(private readonly entries: EntryRepository) {}

  execute(accountId: string): Promise<TagCount[]> {
    return this.entries.listTags(accountId);
  }
}
