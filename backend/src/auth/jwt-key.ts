import { createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The HS256 key as a KeyObject. Given a string, jsonwebtoken first tries it as a PEM public key on
 * every call (a thrown and caught error per request); a KeyObject skips that work.
 */
export function jwtKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}
