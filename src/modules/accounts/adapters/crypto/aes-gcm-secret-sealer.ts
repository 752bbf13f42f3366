import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SecretSealer } from '../../application/secret-sealer';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM: version byte, 12-byte random IV, 16-byte tag, ciphertext; the
 * context is the additional data. The key is asked for at first use (embedded
 * mode creates its key file then, not in every process that loads the module).
 */
export class AesGcmSecretSealer extends SecretSealer {
  private key: Buffer | undefined | null = null;

  constructor(private readonly keySource: () => Buffer | undefined) {
    super();
  }

  get available(): boolean {
    return this.currentKey() !== undefined;
  }

  seal(secret: Buffer, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.requireKey(), iv).setAAD(Buffer.from(context));
    const encrypted = Buffer.concat([cipher.update(secret), cipher.final()]);
    return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), encrypted]);
  }

  open(sealed: Buffer, context: string): Buffer {
    if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION)
      throw new Error('not a sealed secret of this version');
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.requireKey(), iv)
      .setAAD(Buffer.from(context))
      .setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  }

  private currentKey(): Buffer | undefined {
    if (this.key === null) {
      const key = this.keySource();
      if (key && key.length !== 32) throw new Error('The secret encryption key must be 32 bytes');
      this.key = key;
    }
    return this.key;
  }

  private requireKey(): Buffer {
    const key = this.currentKey();
    if (!key) throw new Error('no secret encryption key is configured');
    return key;
  }
}
