import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@mealapp/api-client';

/** spec part 1 §4: sign out clears the session and goes to /onboarding, whatever the server says. */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      navigate('/onboarding', { replace: true });
    }
  }, [signOut, navigate]);
  return { signOut: run, signingOut };
}
