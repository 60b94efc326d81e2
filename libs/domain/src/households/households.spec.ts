import {
  formatInvitationCode,
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_MESSAGES,
  householdNameError,
  INVITATION_ALPHABET,
  INVITATION_CODE_LENGTH,
  normalizeInvitationCode,
} from './households.js';

describe('householdNameError', () => {
  it.each<[string, unknown, string | null]>([
    ['a name', 'The Flat', null],
    ['trimmed to fit', `  ${'x'.repeat(HOUSEHOLD_LIMITS.nameLength)}  `, null],
    ['one too long', 'x'.repeat(HOUSEHOLD_LIMITS.nameLength + 1), HOUSEHOLD_MESSAGES.nameTooLong],
    ['blank', '   ', HOUSEHOLD_MESSAGES.nameRequired],
    ['empty', '', HOUSEHOLD_MESSAGES.nameRequired],
    ['not text', 42, HOUSEHOLD_MESSAGES.nameRequired],
    ['missing', undefined, HOUSEHOLD_MESSAGES.nameRequired],
  ])('%s', (_case, name, error) => {
    expect(householdNameError(name)).toBe(error);
  });
});

describe('invitation codes', () => {
  it('use an alphabet without look-alike characters', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'L', 'U']) expect(INVITATION_ALPHABET).not.toContain(confusable);
    expect(new Set(INVITATION_ALPHABET).size).toBe(INVITATION_ALPHABET.length);
  });

  it.each<[string, unknown, string | null]>([
    ['as shown', 'ABCDE-FGHJK', 'ABCDEFGHJK'],
    ['as typed, lower case with spaces', ' abcde fghjk ', 'ABCDEFGHJK'],
    ['one short', 'ABCDE-FGHJ', null],
    ['one long', 'ABCDE-FGHJKM', null],
    ['a look-alike letter', 'ABCDE-FGHJ0', null],
    ['not text', 1234567890, null],
    ['empty', '', null],
  ])('normalizeInvitationCode: %s', (_case, typed, code) => {
    expect(normalizeInvitationCode(typed)).toBe(code);
  });

  it('are shown in two groups of five, and read back as they are shown', () => {
    const code = INVITATION_ALPHABET.slice(0, INVITATION_CODE_LENGTH);
    expect(formatInvitationCode(code)).toBe('23456-789AB');
    expect(normalizeInvitationCode(formatInvitationCode(code))).toBe(code);
  });
});
