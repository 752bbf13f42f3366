import { hasValidSignature, issueSigningSecret, signatureHeader } from './standard-webhooks';

// The example of the Standard Webhooks specification (standard-webhooks/spec, "Signature scheme").
const SPEC_SECRET = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64');
const SPEC_CONTENT = {
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: '1614265330',
  body: Buffer.from('{"test": 2432232314}'),
};

describe('Standard Webhooks signatures', () => {
  it("signs as the specification's example does", () => {
    expect(signatureHeader([SPEC_SECRET], SPEC_CONTENT)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs with every secret during a rotation, and either verifies', () => {
    const next = issueSigningSecret().bytes;
    const header = signatureHeader([next, SPEC_SECRET], SPEC_CONTENT);
    expect(header.split(' ')).toHaveLength(2);
    expect(hasValidSignature(header, [SPEC_SECRET], SPEC_CONTENT)).toBe(true);
    expect(hasValidSignature(header, [next], SPEC_CONTENT)).toBe(true);
  });

  it.each([
    ['another body', { ...SPEC_CONTENT, body: Buffer.from('{"test": 2432232315}') }],
    ['another id', { ...SPEC_CONTENT, id: 'msg_other' }],
    ['another timestamp', { ...SPEC_CONTENT, timestamp: '1614265331' }],
  ])('refuses the signature for %s', (_case, content) => {
    expect(hasValidSignature(signatureHeader([SPEC_SECRET], SPEC_CONTENT), [SPEC_SECRET], content)).toBe(false);
  });

  it('refuses other schemes and signatures past the sixteenth', () => {
    const valid = signatureHeader([SPEC_SECRET], SPEC_CONTENT);
    expect(hasValidSignature(valid.replace('v1,', 'v1a,'), [SPEC_SECRET], SPEC_CONTENT)).toBe(false);
    const padded = `${Array.from({ length: 16 }, () => 'v1,AAAA').join(' ')} ${valid}`;
    expect(hasValidSignature(padded, [SPEC_SECRET], SPEC_CONTENT)).toBe(false);
  });

  it('issues whsec_ secrets of 32 random bytes', () => {
    const { shown, bytes } = issueSigningSecret();
    expect(shown).toBe(`whsec_${bytes.toString('base64')}`);
    expect(bytes).toHaveLength(32);
  });
});
