/**
 * Where a signed-out visitor was going when they had to sign in first: an invitation link
 * (/join/:code) must still open after onboarding. Kept in sessionStorage, not the router state,
 * because onboarding may pass through its modal, /reset-password and a reload on the way.
 */
const KEY = 'mealapp:afterSignIn';
const KEPT = /^\/join\/[^/]+$/;

export function keepTargetForAfterSignIn(pathname: string): void {
  if (!KEPT.test(pathname)) return;
  try {
    sessionStorage.setItem(KEY, pathname);
  } catch {
    // Storage refused (private mode): the visitor lands on Home and opens the link again.
  }
}

/** The kept target, once: it is forgotten as it is read. */
export function takeTargetAfterSignIn(): string | null {
  try {
    const target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return target && KEPT.test(target) ? target : null;
  } catch {
    return null;
  }
}

/** The kept target, left in place: a sign-in at the identity provider carries it there and back. */
export function peekTargetAfterSignIn(): string | null {
  try {
    const target = sessionStorage.getItem(KEY);
    return target && KEPT.test(target) ? target : null;
  } catch {
    return null;
  }
}
