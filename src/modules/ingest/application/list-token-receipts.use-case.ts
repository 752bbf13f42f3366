import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { ListWebhookTokens } from '../../accounts';
import { ArtifactRepository } from '../domain/artifact.repository';

const DAY_MS = 24 * 3_600_000;

/** An account's webhook tokens with what each delivered: when last, and how many in the last 24 hours. */
@Injectable()
export class ListTokenReceipts {
  constructor(
    private readonly tokens: ListWebhookTokens,
    private readonly artifacts: ArtifactRepository,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string, now = this.clock.now()) {
    const tokens = await this.tokens.execute(accountId);
    const receipts = await this.artifacts.receiptsOf(accountId, new Date(now.getTime() - DAY_MS));
    return tokens.map((token) => ({ token, lastReceivedAt: receipts.get(token.id)?.lastReceivedAt ?? null, receivedLast24h: receipts.get(token.id)?.receivedSince ?? 0 }));
  }
}
