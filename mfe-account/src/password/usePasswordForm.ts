import { useCallback, useState, type FormEvent } from 'react';
import { apiErrorMessage, useChangePasswordMutation } from '@mealapp/api-client';
import { ACCOUNT_MESSAGES, RESET_PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';
import { useProviderConfirmation } from '../sign-in/useProviderConfirmation';

export const PASSWORD_CHANGED = 'Password changed. Your other devices were signed out.';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password. Please try again.';
export const PASSWORD_SET = 'Password set. You can now sign in with it too.';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<PasswordField, string>;
type FieldErrors = Partial<Values>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Change Password modal: POST /api/me/password; this device stays signed in on the fresh session
 * it answers. An account made at the identity provider has no current password: it sets its first
 * one after signing in there again (useProviderConfirmation), which brings it back to
 * /settings?password=confirmed with this form open.
 */
export function usePasswordForm() {
  const [changePassword, { isLoading: changing }] = useChangePasswordMutation();
  const toast = useToast();
  const [opened, setOpen] = useState(false);
  const { provider, cameBack, confirm, confirming, settle } = useProviderConfirmation('password', opened);
  const open = opened || cameBack;
  /** Setting a first password, confirmed at the provider: no current password to give. */
  const confirmed = provider !== null && cameBack;
  const saving = changing || confirming;
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const openForm = useCallback(() => {
    setValues(EMPTY);
    setFieldErrors({});
    setError(null);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    settle();
  }, [settle]);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      // The reset screen's rules (spec part 1 §5): at least 8 characters, both entries equal.
      const { currentPassword, newPassword, confirmPassword } = values;
      if (provider && !confirmed) {
        setError(null);
        try {
          await confirm();
        } catch (failure) {
          setError(apiErrorMessage(failure, PASSWORD_CHANGE_FAILED));
        }
        return;
      }
      const errors: FieldErrors = {};
      if (!provider && !currentPassword) errors.currentPassword = ACCOUNT_MESSAGES.currentPasswordMissing;
      if (newPassword.length < RESET_PASSWORD_MIN_LENGTH) errors.newPassword = ACCOUNT_MESSAGES.resetPasswordTooShort;
      if (confirmPassword !== newPassword) errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDoNotMatch;
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) return;
      setError(null);
      try {
        await changePassword(provider ? { newPassword } : { currentPassword, newPassword }).unwrap();
        setOpen(false);
        settle();
        toast.show({ type: 'success', message: provider ? PASSWORD_SET : PASSWORD_CHANGED });
      } catch (failure) {
        setError(apiErrorMessage(failure, PASSWORD_CHANGE_FAILED));
      }
    },
    [values, provider, confirmed, confirm, changePassword, settle, toast],
  );

  return {
    open,
    openForm,
    close,
    values,
    setValue: (field: PasswordField, value: string) => setValues((current) => ({ ...current, [field]: value })),
    fieldErrors,
    error,
    saving,
    submit,
    /** The identity provider's name when the account has no password yet (it sets one after confirming there); null otherwise. */
    provider,
    /** Back from the provider: the new password can be set. */
    confirmed,
  };
}

export type PasswordForm = ReturnType<typeof usePasswordForm>;
