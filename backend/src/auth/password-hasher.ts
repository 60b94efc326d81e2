import { Algorithm, hash, verify } from '@node-rs/argon2';
import { scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 30 ms here, off the event loop. */
export const ARGON2ID = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

/** DECISIONS: argon2id or scrypt, never a fast hash. Stored in the PHC string format. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2ID);
}

/** Accounts made before argon2id keep `scrypt$N$r$p$salt$hash` until their next sign-in. */
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, saltText, hashText] = stored.split('$');
  const N = Number(n);
  const expected = Buffer.from(hashText ?? '', 'base64url');
  if (!saltText || expected.length === 0 || !Number.isInteger(N) || N > 2 ** 20) return Promise.resolve(false);
  return new Promise((resolve) => {
    scrypt(password.normalize('NFKC'), Buffer.from(saltText, 'base64url'), expected.length, { N, r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 }, (error, key) =>
      resolve(!error && timingSafeEqual(key, expected)),
    );
  });
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

/** True for a hash made with another scheme or weaker parameters: rehash it on the next sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** Compared against when the address is unknown, so a miss costs as long as a wrong password. */
export const DUMMY_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
