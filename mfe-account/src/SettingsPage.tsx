import { useState } from 'react';
import { PasswordModal } from './password/PasswordModal';
import { usePasswordForm } from './password/usePasswordForm';
import { ProfileModal } from './profile/ProfileModal';
import { useProfileForm } from './profile/useProfileForm';
import { HouseholdSection } from './household/HouseholdSection';
import { useHousehold } from './household/useHousehold';
import { HelpFaqModal } from './settings/HelpFaqModal';
import { SettingsView } from './settings/SettingsView';
import { ProviderAccountRow } from './sign-in/ProviderAccountRow';
import { useAppPreferences } from './settings/useAppPreferences';
import { useSignOutAndLeave } from './settings/useSignOutAndLeave';
import { MyDataSection } from './my-data/MyDataSection';
import { useDeleteAccount } from './my-data/useDeleteAccount';
import { useExportMyData } from './my-data/useExportMyData';
import { useImportMyData } from './my-data/useImportMyData';

/** /settings (spec part 1 §2 "Settings"). The shell provides the store, router, theme and toasts. */
export default function SettingsPage() {
  const profile = useProfileForm();
  const password = usePasswordForm();
  const preferences = useAppPreferences();
  const { signOut, signingOut } = useSignOutAndLeave();
  const [helpOpen, setHelpOpen] = useState(false);
  const household = useHousehold();
  const { exportMyData, exporting } = useExportMyData();
  const importState = useImportMyData();
  const deletion = useDeleteAccount();

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
      household={<HouseholdSection state={household} />}
      myData={<MyDataSection onExport={exportMyData} exporting={exporting} importState={importState} deletion={deletion} />}
    >
      <ProfileModal {...profile} />
      <PasswordModal {...password} />
      <HelpFaqModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </SettingsView>
  );
}
