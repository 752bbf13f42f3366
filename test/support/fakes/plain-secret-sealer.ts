import { SecretSealer } from '../../../src/modules/accounts/application/secret-sealer';

/**
 * SecretSealer without encryption, for specs: the sealed bytes are the context and the secret, so a secret opens
 * only under the context it was sealed for, as with the real sealer. `available: false` is a service without a key.
 */
export class PlainSecretSealer extends SecretSealer {
  constructor(readonly available = true) {
    super();
  }

  seal(secret: Buffer, context: string): Buffer {
    if (!this.available) throw new Error('no encryption key');
    return Buffer.from(JSON.stringify({ context, secret: secret.toString('base64') }));
  }

  open(sealed: Buffer, context: string): Buffer {
    if (!this.available) throw new Error('no encryption key');
    const parsed = JSON.parse(sealed.toString()) as { context: string; secret: string };
    if (parsed.context !== context) throw new Error('sealed for another context');
    return Buffer.from(parsed.secret, 'base64');
  }
}
