import { Injectable } from '@nestjs/common';
import type { Entry } from '../domain/entry';
import { EntryNotFoundError } from '../domain/diary.errors';
import { EntryRepository } from '../domain/entry.repository';

@Injectable()
export class GetEntry {
  constructor(private readonly entries: EntryRepository) {}

  async execute(input: { accountId: string; date: string }): Promise<Entry> {
    const entry = await this.entries.findByDate(input.accountId, input.date);
    if (!entry) throw new EntryNotFoundError(input.date);
    return entry;
  }
}
