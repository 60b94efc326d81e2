/**
 * Where the signed-out screens show, and the name of the chunk that holds them
 * (SignedOutScreen.tsx). The shell's build writes the chunk's files for these paths, so the server
 * has the browser fetch them with the page rather than after the app has started (rsbuild.config.ts).
 */
export const SIGNED_OUT_CHUNK = 'signed-out';

export const SIGNED_OUT_PATHS = {
  OnboardingPage: '/onboarding',
  ResetPasswordPage: '/reset-password',
  ProviderSignInPage: '/signin/callback',
} as const;

export type SignedOutScreenName = keyof typeof SIGNED_OUT_PATHS;
