/*
 * Households (issue 23; DECISIONS.md, Households): who shares the pantry, the shopping list, the
 * meal plan and the recipes. The rules here are the server's and the app's alike.
 */

/** A member as the household's shared things name them: who added, ticked or changed something. */
export interface Person {
  id: number;
  name: string;
}

export const HOUSEHOLD_ROLES = ['owner', 'member'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

export const HOUSEHOLD_LIMITS = {
  nameLength: 60,
  /** Households one person may belong to: a home, a parents' home, a shared flat... */
  householdsPerUser: 10,
  membersPerHousehold: 20,
  /** Open invitations of one household at a time. */
  openInvitations: 10,
  invitationDays: 7,
} as const;

export const HOUSEHOLD_MESSAGES = {
  nameRequired: 'Household name is required',
  nameTooLong: `Household name must be at most ${HOUSEHOLD_LIMITS.nameLength} characters`,
  notFound: 'Household not found',
  ownerOnly: 'Only the owner of the household can do that',
  invitationNotFound: 'This invitation is not valid: it may have expired, been used or been withdrawn. Ask for a new one.',
  alreadyMember: 'You are already a member of this household',
  memberNotFound: 'Member not found',
  ownerCannotLeave: 'The owner cannot leave: hand the household over to another member first, or delete it',
  tooManyHouseholds: `You can belong to at most ${HOUSEHOLD_LIMITS.householdsPerUser} households`,
  householdFull: `A household can have at most ${HOUSEHOLD_LIMITS.membersPerHousehold} members`,
  tooManyInvitations: `A household can have at most ${HOUSEHOLD_LIMITS.openInvitations} open invitations`,
  onlyRoleOwner: "role must be 'owner': ownership is handed over, not taken away",
} as const;

/** The first rule a household name breaks, or null; checked after trimming. */
export function householdNameError(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return HOUSEHOLD_MESSAGES.nameRequired;
  if (name.trim().length > HOUSEHOLD_LIMITS.nameLength) return HOUSEHOLD_MESSAGES.nameTooLong;
  return null;
}

/*
 * Invitation codes: short enough to read out or type from another phone, long enough not to be
 * guessed. Ten characters of a 31-letter alphabet (no 0/O, 1/I/L, U) are 31^10 ≈ 8·10^14 codes;
 * with joins rate limited, guessing one open code is out of reach. Shown in two groups of five.
 */
export const INVITATION_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITATION_CODE_LENGTH = 10;

/** A code as typed: case, spaces and dashes do not matter; null when it cannot be a code. */
export function normalizeInvitationCode(typed: unknown): string | null {
  if (typeof typed !== 'string') return null;
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== INVITATION_CODE_LENGTH) return null;
  return [...code].every((char) => INVITATION_ALPHABET.includes(char)) ? code : null;
}

/** "ABCDE-FGHJK": how a code is shown. */
export function formatInvitationCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
