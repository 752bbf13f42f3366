import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { ListWebhookTokens } from '../../accounts';
import { ArtifactRepository } from '../domain/artifact.repository';

const DAY_MS = 24 * 3_600_000;

/** A page of an account's webhook tokens with what each delivered: when last, and how many in the last 24 hours. */
@Injectable()
export class ListTokenReceipts {
  constructor(
    private readonly tokens: ListWebhookTokens,
    private readonly artifacts: ArtifactRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: { accountId: string; limit?: number; after?: string }, now = this.clock.now()) {
    const page = await this.tokens.execute(input);
    const receipts = await this.artifacts.receiptsOf(
      input.accountId,
      page.items.map((token) => token.id),
      new Date(now.getTime() - DAY_MS),
    );
    const items = page.items.map((token) => ({
      token,
      lastReceivedAt: receipts.get(token.id)?.lastReceivedAt ?? null,
      receivedLast24h: receipts.get(token.id)?.receivedSince ?? 0,
    }));
    return { items, next: page.next };
  }
}
