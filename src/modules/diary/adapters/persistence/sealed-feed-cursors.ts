import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RowReader } from '../../../../database/row-reader';
import { FeedPosition, isStorablePosition } from '../../domain/entry-change-feed';
import { FeedCursors } from '../../domain/feed-cursors';

const VERSION = 1;
const NONCE = 12;
const TAG = 16;
const POSITION_BYTES = 4 + 8 + 8;
const SEALED_BYTES = 1 + NONCE + POSITION_BYTES + TAG;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Cursors given before they were sealed: base64url of `txid.id`, all of era 0. */
const LEGACY = /^(\d{1,20})\.(\d{1,19})$/;

/**
 * A position sealed with AES-256-GCM for one account (the account id is the associated data): 66 characters. The
 * nonce is derived from the account and the position, so the same place always reads as the same cursor (a consumer
 * polling an idle feed gets back what it sent) and a nonce repeats only with its plaintext.
 */
export class FeedCursorSeal {
  private readonly cipherKey: Buffer;
  private readonly nonceKey: Buffer;

  constructor(key: Buffer) {
    this.cipherKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'diary feed cursor: cipher', 32));
    this.nonceKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'diary feed cursor: nonce', 32));
  }

  seal(accountId: string, position: FeedPosition): string {
    const plain = Buffer.alloc(POSITION_BYTES);
    plain.writeUInt32BE(position.era, 0);
    plain.writeBigUInt64BE(BigInt(position.txid), 4);
    plain.writeBigUInt64BE(BigInt(position.id), 12);
    const nonce = createHmac('sha256', this.nonceKey).update(accountId).update(plain).digest().subarray(0, NONCE);
    const cipher = createCipheriv('aes-256-gcm', this.cipherKey, nonce).setAAD(Buffer.from(accountId));
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.of(VERSION), nonce, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  open(accountId: string, cursor: string): FeedPosition | null {
    if (!BASE64URL.test(cursor)) return null;
    const bytes = Buffer.from(cursor, 'base64url');
    if (bytes.toString('base64url') !== cursor) return null;
    return bytes.length === SEALED_BYTES && bytes[0] === VERSION
      ? this.unseal(accountId, bytes)
      : legacyPosition(bytes);
  }

  private unseal(accountId: string, bytes: Buffer): FeedPosition | null {
    const nonce = bytes.subarray(1, 1 + NONCE);
    const decipher = createDecipheriv('aes-256-gcm', this.cipherKey, nonce).setAAD(Buffer.from(accountId));
    decipher.setAuthTag(bytes.subarray(SEALED_BYTES - TAG));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(bytes.subarray(1 + NONCE, SEALED_BYTES - TAG)), decipher.final()]);
    } catch {
      return null;
    }
    const position = {
      era: plain.readUInt32BE(0),
      txid: plain.readBigUInt64BE(4).toString(),
      id: plain.readBigUInt64BE(12).toString(),
    };
    return isStorablePosition(position) ? position : null;
  }
}

/** A cursor of the first form (before the feed's cursors were sealed), when it names positions the columns hold. */
function legacyPosition(bytes: Buffer): FeedPosition | null {
  const match = LEGACY.exec(bytes.toString('latin1'));
  if (!match) return null;
  const position = { era: 0, txid: match[1], id: match[2] };
  return isStorablePosition(position) &&
    BigInt(match[1]).toString() === match[1] &&
    BigInt(match[2]).toString() === match[2]
    ? position
    : null;
}

/** The seal's key is kept in the database (entry_change_cursor_key), made by the first process that needs one. */
@Injectable()
export class SealedFeedCursors extends FeedCursors {
  private seal$: Promise<FeedCursorSeal> | null = null;

  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async seal(accountId: string, position: FeedPosition): Promise<string> {
    return (await this.cursorSeal()).seal(accountId, position);
  }

  async open(accountId: string, cursor: string): Promise<FeedPosition | null> {
    return (await this.cursorSeal()).open(accountId, cursor);
  }

  private cursorSeal(): Promise<FeedCursorSeal> {
    this.seal$ ??= this.loadKey().then(
      (key) => new FeedCursorSeal(key),
      (error: unknown) => {
        this.seal$ = null;
        throw error;
      },
    );
    return this.seal$;
  }

  private async loadKey(): Promise<Buffer> {
    // The statement's snapshot may miss a key another process made meanwhile (its insert then does nothing): again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row]: unknown[] = await this.dataSource.query(
        `WITH made AS (INSERT INTO entry_change_cursor_key (key) VALUES ($1) ON CONFLICT (single) DO NOTHING RETURNING key)
         SELECT key FROM made UNION ALL SELECT key FROM entry_change_cursor_key`,
        [randomBytes(32)],
      );
      const key = row === undefined ? null : RowReader.of(row, 'entry_change_cursor_key').nullableBytes('key');
      if (key !== null) return key;
    }
    throw new Error('entry_change_cursor_key: no key could be read or made');
  }
}
