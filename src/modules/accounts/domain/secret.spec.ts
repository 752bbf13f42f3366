import { crc32 } from 'node:zlib';
import { hashSecret, isWellFormedSecret, issueSecret } from './secret';

describe('secrets', () => {
  it('issues prefix + 32 base62 + 6-character checksum, and keeps only its hash', () => {
    const issued = issueSecret('diary_sk_');
    expect(issued.secret).toMatch(/^diary_sk_[0-9A-Za-z]{38}$/);
    expect(issued.hash).toBe(hashSecret(issued.secret));
    expect(issued.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.secret.startsWith(issued.displayPrefix)).toBe(true);
    expect(issued.displayPrefix).toHaveLength('diary_sk_'.length + 4);
  });

  it('never issues the same secret twice', () => {
    const secrets = new Set(Array.from({ length: 1000 }, () => issueSecret('whk_').secret));
    expect(secrets.size).toBe(1000);
  });

  it('uses the standard CRC32 as its checksum', () => {
    const { secret } = issueSecret('whk_');
    const body = secret.slice(0, -6);
    let value = crc32(body);
    let expected = '';
    for (let i = 0; i < 6; i++) {
      expected = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[value % 62] + expected;
      value = Math.floor(value / 62);
    }
    expect(secret.slice(-6)).toBe(expected);
  });

  it('recognises its own secrets and refuses altered ones', () => {
    const { secret } = issueSecret('whk_');
    expect(isWellFormedSecret('whk_', secret)).toBe(true);
    const flipped = secret.slice(0, 10) + (secret[10] === 'a' ? 'b' : 'a') + secret.slice(11);
    expect(isWellFormedSecret('whk_', flipped)).toBe(false);
    expect(isWellFormedSecret('diary_sk_', secret)).toBe(false);
    expect(isWellFormedSecret('whk_', secret.slice(0, -1))).toBe(false);
    expect(isWellFormedSecret('whk_', `${secret.slice(0, -7)}-${secret.slice(-6)}`)).toBe(false);
  });
});
