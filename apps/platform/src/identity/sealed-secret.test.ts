import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret, SealedSecretError } from './sealed-secret';

const key = randomBytes(32);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The value with one bit of one of its parts (1 iv, 2 tag, 3 ciphertext) flipped. */
function flipped(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[part] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join(':');
}

describe('sealed secrets (AES-256-GCM)', () => {
  it('open to what was sealed, as v1:{iv}:{tag}:{ciphertext} in base64url, with a new IV each time', () => {
    const sealed = sealSecret(key, SECRET, 'member_authenticators:7');
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(SECRET)).toBe(false);
    expect(openSecret(key, sealed, 'member_authenticators:7')).toBe(SECRET);
    const again = sealSecret(key, SECRET, 'member_authenticators:7');
    expect(again).not.toBe(sealed);
    expect(again.split(':')[1]).not.toBe(sealed.split(':')[1]);
    expect(openSecret(key, again, 'member_authenticators:7')).toBe(SECRET);
  });

  it('refuse an altered IV, tag or ciphertext, another key, another row and anything not sealed', () => {
    const sealed = sealSecret(key, SECRET, 'member_authenticators:7');
    for (const part of [1, 2, 3] as const)
      expect(() => openSecret(key, flipped(sealed, part), 'member_authenticators:7')).toThrow(SealedSecretError);
    expect(() => openSecret(randomBytes(32), sealed, 'member_authenticators:7')).toThrow(SealedSecretError);
    expect(() => openSecret(key, sealed, 'member_authenticators:8')).toThrow(SealedSecretError);
    expect(() => openSecret(key, SECRET, 'member_authenticators:7')).toThrow(SealedSecretError);
    expect(() => openSecret(key, `v2${sealed.slice(2)}`, 'member_authenticators:7')).toThrow(SealedSecretError);
    expect(() => openSecret(key, sealed.split(':').slice(0, 3).join(':'), 'member_authenticators:7')).toThrow(
      SealedSecretError,
    );
    expect(() => sealSecret(randomBytes(16), SECRET, 'x')).toThrow(SealedSecretError);
  });
});
