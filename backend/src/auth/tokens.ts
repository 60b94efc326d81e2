import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: refresh and password-reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest, so a database leak yields no usable token. */
export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
