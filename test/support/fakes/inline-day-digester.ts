import { DayDigestBuilder } from '../../../src/modules/understanding/domain/day-digest';
import type { DayDigest } from '../../../src/modules/understanding/domain/day-digest';
import { DayDigester, DigestRequest } from '../../../src/modules/understanding/domain/day-digester';

/** DayDigester without a thread: the same digest, built in place, page by page. */
export class InlineDayDigester extends DayDigester {
  async digest(request: DigestRequest): Promise<DayDigest> {
    const builder = new DayDigestBuilder(request.day, request.timezone, request.special, request.identities);
    for await (const page of request.pages)
      for (const artifact of page) builder.add({ ...artifact, payload: JSON.parse(artifact.payloadJson) as unknown });
    return builder.build();
  }
}
