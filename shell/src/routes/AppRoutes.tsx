import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HomePage } from '../home/HomePage';
import { NativePushTaps } from '../native/NativePushTaps';
import { NativeSignInLinks } from '../native/NativeSignInLinks';
import { BottomNav, showsBottomNav } from '../nav/BottomNav';
import { RemoteRoute } from '../remotes/RemoteRoute';
import { TutorialProvider } from '../tutorial/TutorialProvider';
import { RedirectIfSignedIn, RequireSignedIn, SessionExpiryRedirect } from './guards';
import { SIGNED_OUT_PATHS } from './signed-out-paths';
import { SignedOutScreen } from './SignedOutScreen';

const Main = styled.main`
  min-height: 100dvh;
`;

function SignedInLayout() {
  const { pathname } = useLocation();
  return (
    <RequireSignedIn>
      <TutorialProvider>
        <Main>
          <Outlet />
        </Main>
        {showsBottomNav(pathname) && <BottomNav />}
      </TutorialProvider>
    </RequireSignedIn>
  );
}

/** spec part 1 §2 route table; /meal-plans is the push-notification target (DECISIONS: -> /planner). */
export function AppRoutes() {
  return (
    <>
      <SessionExpiryRedirect />
      <NativePushTaps />
      <NativeSignInLinks />
      <Routes>
        <Route path="/" element={<Navigate to="/onboarding" replace />} />
        <Route path={SIGNED_OUT_PATHS.OnboardingPage} element={<RedirectIfSignedIn><SignedOutScreen name="OnboardingPage" /></RedirectIfSignedIn>} />
        <Route path={SIGNED_OUT_PATHS.ResetPasswordPage} element={<RedirectIfSignedIn><SignedOutScreen name="ResetPasswordPage" /></RedirectIfSignedIn>} />
        <Route path={SIGNED_OUT_PATHS.ProviderSignInPage} element={<SignedOutScreen name="ProviderSignInPage" />} />
        <Route element={<SignedInLayout />}>
          <Route path="/home" element={<HomePage />} />
          <Route path="/pantry" element={<RemoteRoute remote="pantry" module="PantryPage" />} />
          <Route path="/shopping-list" element={<RemoteRoute remote="shopping" module="ShoppingListPage" />} />
          {/* One element for /recipes, /recipes/:id and its cook mode, so moving between them keeps the feature mounted. */}
          <Route path="/recipes/:id?" element={<RemoteRoute remote="recipes" module="RecipesPage" />} />
          <Route path="/recipes/:id/cook" element={<RemoteRoute remote="recipes" module="RecipesPage" />} />
          <Route path="/planner" element={<RemoteRoute remote="planner" module="PlannerPage" />} />
          <Route path="/settings" element={<RemoteRoute remote="account" module="SettingsPage" />} />
          <Route path="/preferences" element={<RemoteRoute remote="account" module="PreferencesPage" />} />
          <Route path="/join/:code" element={<RemoteRoute remote="account" module="JoinPage" />} />
          <Route path="/meal-plans" element={<Navigate to="/planner" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </>
  );
}
