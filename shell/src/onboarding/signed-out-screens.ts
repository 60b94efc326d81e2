// The screens of a person who is not signed in, as one chunk the app loads on first need
// (routes/SignedOutScreen.tsx): someone signed in, the most common start, never loads them.
export { OnboardingPage } from './OnboardingPage';
export { ProviderSignInPage } from './ProviderSignInPage';
export { ResetPasswordPage } from '../reset-password/ResetPasswordPage';
