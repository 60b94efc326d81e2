/** spec part 1 §5 and §9: account form rules, shared by the server's DTOs and the auth screens. */
export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_MIN_LENGTH = 8;
/** RFC 5321 limit on a forward path; also the users.email column width. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** The hash takes anything, but an unbounded password is a cheap way to burn server CPU. */
export const PASSWORD_MAX_LENGTH = 200;

export const ACCOUNT_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordTooShort: 'Password must be at least 8 characters long',
  resetTokenMissing: 'Invalid reset link. Please request a new password reset.',
  currentPasswordRequired: 'Enter your current password to change your email address',
  currentPasswordMissing: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  /** An account made at the identity provider has no password: it confirms by signing in there again. */
  providerConfirmationNeeded: 'Confirm it is you by signing in at your identity provider again first.',
} as const;

/** "must look like {email}": something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An error message, or null when the value is valid. */
export type FieldError = string | null;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: unknown): boolean {
  if (typeof email !== 'string') return false;
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

export function validateName(name: unknown): FieldError {
  return typeof name === 'string' && name.trim().length >= NAME_MIN_LENGTH ? null : ACCOUNT_MESSAGES.nameTooShort;
}

export function validateEmail(email: unknown): FieldError {
  return isValidEmail(email) ? null : ACCOUNT_MESSAGES.invalidEmail;
}

export function validatePassword(password: unknown): FieldError {
  return typeof password === 'string' && password.length >= PASSWORD_MIN_LENGTH ? null : ACCOUNT_MESSAGES.passwordTooShort;
}

export function validateConfirmPassword(password: string, confirm: string): FieldError {
  return password === confirm ? null : ACCOUNT_MESSAGES.passwordsDoNotMatch;
}

export function validateResetPassword(password: unknown): FieldError {
  return typeof password === 'string' && password.length >= RESET_PASSWORD_MIN_LENGTH ? null : ACCOUNT_MESSAGES.resetPasswordTooShort;
}

export function validateResetConfirm(password: string, confirm: string): FieldError {
  return validateConfirmPassword(password, confirm);
}

export function validateResetToken(token: string | null | undefined): FieldError {
  return token && token.trim() ? null : ACCOUNT_MESSAGES.resetTokenMissing;
}

/** spec part 1 §2 Home greeting: first word of the name, else the e-mail's local part, else "Friend". */
export function firstName(user: { name?: string | null; email?: string | null } | null | undefined): string {
  const word = user?.name?.trim().split(/\s+/)[0];
  if (word) return word;
  const local = user?.email?.trim().split('@')[0]?.trim();
  if (local) return local;
  return 'Friend';
}
