import { useCallback, useState, type FormEvent } from 'react';
import { apiErrorMessage, useChangePasswordMutation } from '@mealapp/api-client';
import { ACCOUNT_MESSAGES, RESET_PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { useToast } from '@mealapp/ui';

export const PASSWORD_CHANGED = 'Password changed. Your other devices were signed out.';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password. Please try again.';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<PasswordField, string>;
type FieldErrors = Partial<Values>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Change Password modal: POST /api/me/password; this device stays signed in on the fresh session it answers. */
export function usePasswordForm() {
  const [changePassword, { isLoading: saving }] = useChangePasswordMutation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const openForm = useCallback(() => {
    setValues(EMPTY);
    setFieldErrors({});
    setError(null);
    setOpen(true);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      // The reset screen's rules (spec part 1 §5): at least 8 characters, both entries equal.
      const { currentPassword, newPassword, confirmPassword } = values;
      const errors: FieldErrors = {};
      if (!currentPassword) errors.currentPassword = ACCOUNT_MESSAGES.currentPasswordMissing;
      if (newPassword.length < RESET_PASSWORD_MIN_LENGTH) errors.newPassword = ACCOUNT_MESSAGES.resetPasswordTooShort;
      if (confirmPassword !== newPassword) errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDoNotMatch;
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) return;
      setError(null);
      try {
        await changePassword({ currentPassword, newPassword }).unwrap();
        setOpen(false);
        toast.show({ type: 'success', message: PASSWORD_CHANGED });
      } catch (failure) {
        setError(apiErrorMessage(failure, PASSWORD_CHANGE_FAILED));
      }
    },
    [values, changePassword, toast],
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
  };
}

export type PasswordForm = ReturnType<typeof usePasswordForm>;
