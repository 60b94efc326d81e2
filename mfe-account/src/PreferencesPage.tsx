import { PreferencesView } from './preferences/PreferencesView';
import { usePreferences } from './preferences/usePreferences';

/** /preferences, dietary preferences (spec part 2 §2). The shell provides the store, router, theme and toasts. */
export default function PreferencesPage() {
  return <PreferencesView {...usePreferences()} />;
}
