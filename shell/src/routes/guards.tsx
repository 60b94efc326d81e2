import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useIsSignedIn, useSession } from '@mealapp/api-client';
import { keepTargetForAfterSignIn, takeTargetAfterSignIn } from './after-sign-in';

/** Signed-out users on a private route go to /onboarding; an invitation link is opened after it. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  const { pathname } = useLocation();
  if (isSignedIn) return children;
  keepTargetForAfterSignIn(pathname);
  return <Navigate to="/onboarding" replace />;
}

function AfterSignIn() {
  // Read once per redirect: a re-render must not find the target already taken.
  const [target] = useState(() => takeTargetAfterSignIn() ?? '/home');
  return <Navigate to={target} replace />;
}

/** /onboarding and /reset-password send a signed-in user on: to the link they came by, else /home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  return isSignedIn ? <AfterSignIn /> : children;
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
