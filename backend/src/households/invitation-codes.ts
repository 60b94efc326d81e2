import { INVITATION_ALPHABET, INVITATION_CODE_LENGTH } from '@mealapp/domain';
import { createHash, randomInt } from 'node:crypto';

/** A new code from the CSPRNG, each character drawn uniformly (randomInt, no modulo bias). */
export function newInvitationCode(): string {
  return Array.from({ length: INVITATION_CODE_LENGTH }, () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)]).join('');
}

/** What is stored of a code (normalised): its SHA-256. */
export function invitationCodeHash(code: string): Buffer {
  return createHash('sha256').update(code).digest();
}
