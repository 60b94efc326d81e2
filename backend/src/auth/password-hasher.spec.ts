import { scryptSync } from 'node:crypto';
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from './password-hasher.js';

/** A hash as the earlier scrypt scheme stored it (N=2^14). */
function legacyScrypt(password: string): string {
  const salt = Buffer.alloc(16, 7);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hasher', () => {
  it('stores argon2id at OWASP parameters with a fresh salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('still verifies an earlier scrypt hash, and asks for it to be upgraded', async () => {
    const old = legacyScrypt('correct horse');
    await expect(verifyPassword('correct horse', old)).resolves.toBe(true);
    await expect(verifyPassword('wrong horse', old)).resolves.toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
  });

  it.each([['plain-text'], [DUMMY_PASSWORD_HASH], ['scrypt$99999999$8$1$AAAA$AAAA'], ['$argon2id$garbage']])('never matches the malformed or dummy hash %s', async (stored) => {
    await expect(verifyPassword('x', stored)).resolves.toBe(false);
  });
});
