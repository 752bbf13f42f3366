import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

export const KEY_FILE_NAME = 'secret-encryption.key';

/**
 * The key that seals stored secrets: SECRET_ENCRYPTION_KEY when set; in embedded
 * mode a key file in DATA_DIR (created at first use, mode 0600), since one
 * process owns that folder. With PostgreSQL and no key, signing is unavailable:
 * a key made up per instance would not open what another instance sealed.
 */
export function secretEncryptionKey(config: {
  secretEncryptionKey?: Buffer;
  databaseUrl?: string;
  dataDir: string;
}): Buffer | undefined {
  if (config.secretEncryptionKey) return config.secretEncryptionKey;
  if (config.databaseUrl) return undefined;
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a base64 32-byte key`);
  return key;
}
