import {
  ACCOUNT_MESSAGES,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  firstName,
  isValidEmail,
  normalizeEmail,
  validateConfirmPassword,
  validateEmail,
  validateName,
  validatePassword,
  validateResetConfirm,
  validateResetPassword,
  validateResetToken,
} from './account.js';

describe('account constants (spec §9)', () => {
  it('has the spec limits', () => {
    expect([NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, RESET_PASSWORD_MIN_LENGTH]).toEqual([2, 6, 8]);
  });
});

describe('validateName', () => {
  it.each<[unknown, string | null]>([
    ['Al', null],
    ['  Jo  ', null],
    ['Ada Lovelace', null],
    ['A', 'Name must be at least 2 characters'],
    [' A ', 'Name must be at least 2 characters'],
    ['', 'Name must be at least 2 characters'],
    ['   ', 'Name must be at least 2 characters'],
    [undefined, 'Name must be at least 2 characters'],
  ])('%p -> %p', (name, expected) => expect(validateName(name)).toBe(expected));
});

describe('validateEmail', () => {
  it.each<[unknown, string | null]>([
    ['a@b.co', null],
    ['  Ada@Example.com ', null],
    ['first.last+tag@sub.example.org', null],
    ['plain', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['a b@c.de', 'Please enter a valid email address'],
    ['@c.de', 'Please enter a valid email address'],
    ['', 'Please enter a valid email address'],
    [42, 'Please enter a valid email address'],
    [`${'x'.repeat(250)}@b.co`, 'Please enter a valid email address'],
  ])('%p -> %p', (email, expected) => expect(validateEmail(email)).toBe(expected));

  it('agrees with isValidEmail and normalizes', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('nope')).toBe(false);
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('validatePassword (sign-in and sign-up)', () => {
  it.each<[unknown, string | null]>([
    ['123456', null],
    ['12345', 'Password must be at least 6 characters'],
    ['', 'Password must be at least 6 characters'],
    [null, 'Password must be at least 6 characters'],
  ])('%p -> %p', (password, expected) => expect(validatePassword(password)).toBe(expected));
});

describe('validateConfirmPassword', () => {
  it.each<[string, string, string | null]>([
    ['secret1', 'secret1', null],
    ['secret1', 'secret2', 'Passwords do not match'],
    ['secret1', '', 'Passwords do not match'],
  ])('%p / %p -> %p', (password, confirm, expected) => expect(validateConfirmPassword(password, confirm)).toBe(expected));
});

describe('reset password rules', () => {
  it.each<[unknown, string | null]>([
    ['12345678', null],
    ['1234567', 'Password must be at least 8 characters long'],
    ['', 'Password must be at least 8 characters long'],
  ])('password %p -> %p', (password, expected) => expect(validateResetPassword(password)).toBe(expected));

  it.each<[string, string, string | null]>([
    ['longenough', 'longenough', null],
    ['longenough', 'longenougH', 'Passwords do not match'],
  ])('confirm %p / %p -> %p', (password, confirm, expected) => expect(validateResetConfirm(password, confirm)).toBe(expected));

  it.each<[string | null | undefined, string | null]>([
    ['abc', null],
    ['', ACCOUNT_MESSAGES.resetTokenMissing],
    [null, 'Invalid reset link. Please request a new password reset.'],
    [undefined, 'Invalid reset link. Please request a new password reset.'],
  ])('token %p -> %p', (token, expected) => expect(validateResetToken(token)).toBe(expected));
});

describe('firstName (Home greeting)', () => {
  it.each<[Parameters<typeof firstName>[0], string]>([
    [{ name: 'Ada Lovelace', email: 'ada@example.com' }, 'Ada'],
    [{ name: '  Grace   Hopper ', email: 'g@example.com' }, 'Grace'],
    [{ name: '', email: 'chef.bob@example.com' }, 'chef.bob'],
    [{ name: '   ', email: 'sam@example.com' }, 'sam'],
    [{ name: null, email: 'x@y.z' }, 'x'],
    [{ name: '', email: '' }, 'Friend'],
    [{ email: '@nolocal.com' }, 'Friend'],
    [{}, 'Friend'],
    [null, 'Friend'],
    [undefined, 'Friend'],
  ])('%p -> %p', (user, expected) => expect(firstName(user)).toBe(expected));
});
