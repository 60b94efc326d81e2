import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '@mealapp/api-client';

/** Signed-out users on a private route go to /onboarding. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? children : <Navigate to="/onboarding" replace />;
}

/** /onboarding and /reset-password send a signed-in user to /home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Navigate to="/home" replace /> : children;
}

/** spec part 1 §4: when the refresh itself answers 401 the browser goes to /onboarding. */
export function SessionExpiryRedirect() {
  const { expired } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (expired) navigate('/onboarding', { replace: true });
  }, [expired, navigate]);
  return null;
}
