import { useGetPreferencesQuery, useSavePreferencesMutation } from '@mealapp/api-client';
import {
  CUISINES,
  DEFAULT_PREFERENCES,
  DIETARY_RESTRICTIONS,
  toggleSelection,
  validatePreferences,
  type AllergyKey,
  type Cuisine,
  type DietaryRestriction,
  type Preferences,
  type SpiceLevel,
} from '@mealapp/domain';
import { useCallback } from 'react';
import { deviceCopy } from '../shared/device-copy';
import { useSavedSettings } from '../shared/useSavedSettings';

// spec part 2 §3: local device key
const copy = deviceCopy<Preferences>('userPreferences', (value) => {
  const check = validatePreferences(value);
  return check.ok ? check.preferences : null;
});

/**
 * The user's dietary preferences (spec part 2 §4 Preferences), saved as useSavedSettings saves
 * settings: the server copy, else the device copy, else the defaults; every change shown, kept on
 * the device and sent whole at once, and a change the server did not take sent again later.
 */
export function usePreferences() {
  const load = useGetPreferencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [savePreferences] = useSavePreferencesMutation();
  const send = useCallback((next: Preferences) => savePreferences(next).unwrap(), [savePreferences]);
  const { value: preferences, saving, saveFailed, change: replace } = useSavedSettings({ load, send, copy, defaults: DEFAULT_PREFERENCES });

  const change = (patch: Partial<Preferences>) => {
    if (preferences) replace({ ...preferences, ...patch });
  };

  return {
    preferences,
    saving,
    saveFailed,
    toggleDietaryRestriction: (label: DietaryRestriction) =>
      change({ dietaryRestrictions: toggleSelection(DIETARY_RESTRICTIONS, preferences?.dietaryRestrictions ?? [], label) }),
    setAllergy: (key: AllergyKey, on: boolean) => change({ allergies: { ...DEFAULT_PREFERENCES.allergies, ...preferences?.allergies, [key]: on } }),
    setMaxCookingTime: (minutes: number) => change({ maxCookingTime: minutes }),
    setSpiceLevel: (level: SpiceLevel) => change({ spiceLevel: level }),
    toggleCuisine: (label: Cuisine) => change({ favoriteCuisines: toggleSelection(CUISINES, preferences?.favoriteCuisines ?? [], label) }),
  };
}

export type PreferencesState = ReturnType<typeof usePreferences>;
