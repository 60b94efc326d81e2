import { useState } from 'react';
import { usePasswordForm } from './password/usePasswordForm';
import { useProfileForm } from './profile/useProfileForm';
import { HouseholdSection } from './household/HouseholdSection';
import { useHousehold } from './household/useHousehold';
import { SettingsView } from './settings/SettingsView';
import { ProviderAccountRow } from './sign-in/ProviderAccountRow';
import { useAppPreferences } from './settings/useAppPreferences';
import { useSignOutAndLeave } from './settings/useSignOutAndLeave';
import { MyDataSection } from './my-data/MyDataSection';
import { useDeleteAccount } from './my-data/useDeleteAccount';
import { useExportMyData } from './my-data/useExportMyData';
import { useImportMyData } from './my-data/useImportMyData';
import { lazyDialog } from './shared/lazy-dialog';

// Each dialog's code loads when it first opens (shared/lazy-dialog.tsx).
const ProfileModal = lazyDialog(() => import(/* webpackPrefetch: true */ './profile/ProfileModal').then((m) => m.ProfileModal));
const PasswordModal = lazyDialog(() => import(/* webpackPrefetch: true */ './password/PasswordModal').then((m) => m.PasswordModal));
const HelpFaqModal = lazyDialog(() => import(/* webpackPrefetch: true */ './settings/HelpFaqModal').then((m) => m.HelpFaqModal));

/**
 * Settings > Household and Your Data each read their own data, so an answer (the household list
 * lands as the page starts; a member joins) renders its section again, not the whole page: a
 * store update renders synchronously, in one task however long the page.
 */
function Household() {
  return <HouseholdSection state={useHousehold()} />;
}

function MyData() {
  const { exportMyData, exporting } = useExportMyData();
  const importState = useImportMyData();
  const deletion = useDeleteAccount();
  return <MyDataSection onExport={exportMyData} exporting={exporting} importState={importState} deletion={deletion} />;
}

/** /settings (spec part 1 §2 "Settings"). The shell provides the store, router, theme and toasts. */
export default function SettingsPage() {
  const profile = useProfileForm();
  const password = usePasswordForm();
  const preferences = useAppPreferences();
  const { signOut, signingOut } = useSignOutAndLeave();
  const [helpOpen, setHelpOpen] = useState(false);

  const summary = profile.user ? [profile.user.name, profile.user.email].filter(Boolean).join(' · ') : undefined;

  return (
    <SettingsView
      profileSummary={summary}
      onOpenProfile={profile.openForm}
      onOpenPassword={password.openForm}
      onOpenHelp={() => setHelpOpen(true)}
      preferences={preferences}
      onSignOut={signOut}
      signingOut={signingOut}
      providerSignIn={<ProviderAccountRow />}
      household={<Household />}
      myData={<MyData />}
    >
      <ProfileModal {...profile} />
      <PasswordModal {...password} />
      <HelpFaqModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </SettingsView>
  );
}
