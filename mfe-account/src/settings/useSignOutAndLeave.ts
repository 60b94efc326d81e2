import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@mealapp/api-client';
import { useForgetThisDevice } from '../notifications/forget-this-device';

/**
 * spec part 1 §4: sign out clears the session and goes to /onboarding, whatever the server says;
 * this browser stops getting the person's notices first.
 */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const forgetThisDevice = useForgetThisDevice();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const run = useCallback(async () => {
    setSigningOut(true);
    try {
      await forgetThisDevice();
      await signOut();
    } finally {
      navigate('/onboarding', { replace: true });
    }
  }, [forgetThisDevice, signOut, navigate]);
  return { signOut: run, signingOut };
}
