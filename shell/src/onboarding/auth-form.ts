import { validateConfirmPassword, validateEmail, validateName, validatePassword, type FieldError } from '@mealapp/domain';

export type AuthMode = 'signin' | 'signup' | 'forgot';
export type AuthField = 'name' | 'email' | 'password' | 'confirmPassword';
export type AuthValues = Record<AuthField, string>;

export const EMPTY_AUTH_VALUES: AuthValues = { name: '', email: '', password: '', confirmPassword: '' };

// spec part 1 §2 Onboarding: titles, submit labels and links per mode.
export const AUTH_MODES: Record<AuthMode, { title: string; submit: string; fields: readonly AuthField[]; failure: string }> = {
  signin: { title: 'Welcome Back', submit: 'Sign In', fields: ['email', 'password'], failure: 'Login failed' },
  signup: { title: 'Create Account', submit: 'Create Account', fields: ['name', 'email', 'password', 'confirmPassword'], failure: 'Registration failed' },
  forgot: { title: 'Reset Password', submit: 'Send Reset Email', fields: ['email'], failure: 'Failed to send password reset email' },
};

/** spec part 1 §5: the rule for one field of the auth form. */
export function validateAuthField(field: AuthField, values: AuthValues): FieldError {
  switch (field) {
    case 'name':
      return validateName(values.name);
    case 'email':
      return validateEmail(values.email);
    case 'password':
      return validatePassword(values.password);
    case 'confirmPassword':
      return validateConfirmPassword(values.password, values.confirmPassword);
  }
}
