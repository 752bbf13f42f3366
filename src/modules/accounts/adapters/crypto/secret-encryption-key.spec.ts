import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AesGcmSecretSealer } from './aes-gcm-secret-sealer';
import { KEY_FILE_NAME, secretEncryptionKey } from './secret-encryption-key';

describe('secretEncryptionKey', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diary-key-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('embedded: creates a 0600 key file in DATA_DIR once and reads the same key afterwards', () => {
    const first = secretEncryptionKey({ dataDir });
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(secretEncryptionKey({ dataDir })!.equals(first!)).toBe(true);
  });

  it('prefers SECRET_ENCRYPTION_KEY, and has no key on PostgreSQL without it (no file made up per instance)', () => {
    const configured = Buffer.alloc(32, 7);
    expect(secretEncryptionKey({ dataDir, secretEncryptionKey: configured })).toBe(configured);
    expect(secretEncryptionKey({ dataDir, databaseUrl: 'postgres://db/diary' })).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, KEY_FILE_NAME))).toBe(false);
  });
});

describe('AesGcmSecretSealer', () => {
  const sealer = new AesGcmSecretSealer(() => Buffer.alloc(32, 1));
  const secret = Buffer.from('0123456789abcdef0123456789abcdef');

  it('opens what it sealed, in its own context only, and refuses altered bytes or another key', () => {
    const sealed = sealer.seal(secret, 'webhook-token:a');
    expect(sealed.includes(secret)).toBe(false);
    expect(sealer.open(sealed, 'webhook-token:a').equals(secret)).toBe(true);
    expect(() => sealer.open(sealed, 'webhook-token:b')).toThrow();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] ^= 1;
    expect(() => sealer.open(altered, 'webhook-token:a')).toThrow();
    expect(() => new AesGcmSecretSealer(() => Buffer.alloc(32, 2)).open(sealed, 'webhook-token:a')).toThrow();
  });

  it('is unavailable without a key, and asks for the key only when used', () => {
    let asked = 0;
    const lazy = new AesGcmSecretSealer(() => {
      asked++;
      return undefined;
    });
    expect(asked).toBe(0);
    expect(lazy.available).toBe(false);
    expect(() => lazy.seal(secret, 'x')).toThrow('no secret encryption key');
    expect(asked).toBe(1);
  });
});
