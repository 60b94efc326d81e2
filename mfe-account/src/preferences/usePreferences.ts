import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useGetPreferencesQuery, useSavePreferencesMutation } from '@mealapp/api-client';
import {
  CUISINES,
  DEFAULT_PREFERENCES,
  DIETARY_RESTRICTIONS,
  toggleSelection,
  type AllergyKey,
  type Cuisine,
  type DietaryRestriction,
  type Preferences,
  type SpiceLevel,
} from '@mealapp/domain';
import { markUnsent, readDeviceCopy, readUnsentCopy, writeDeviceCopy } from './device-copy';

/**
 * The user's dietary preferences (spec part 2 §4 Preferences): the server copy, or when it cannot
 * be loaded the device copy, else the defaults. Every change is shown, kept on the device and sent
 * at once. A change the server did not take stays on screen and is sent again when the browser
 * comes back online, or with the next change (each save sends the full object), or, if the page
 * closed first, on the next visit.
 */
export function usePreferences() {
  const load = useGetPreferencesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [send] = useSavePreferencesMutation();
  const [edited, setEdited] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const lastAttempt = useRef(0);
  const unsaved = useRef<Preferences | null>(null);

  const settled = !load.isFetching;
  const fallback = useMemo(() => (load.isError ? (readDeviceCopy() ?? DEFAULT_PREFERENCES) : null), [load.isError]);
  const loaded = settled ? (load.isSuccess ? load.data : fallback) : null;
  const preferences = edited ?? loaded;

  // Only the newest save decides what the screen says: an older answer arriving late changes nothing.
  const save = useCallback(
    async (next: Preferences) => {
      const attempt = ++lastAttempt.current;
      setSaving(true);
      setSaveFailed(false);
      try {
        await send(next).unwrap();
        if (attempt === lastAttempt.current) {
          unsaved.current = null;
          markUnsent(false);
        }
      } catch {
        if (attempt === lastAttempt.current) {
          unsaved.current = next;
          markUnsent(true);
          setSaveFailed(true);
        }
      } finally {
        if (attempt === lastAttempt.current) setSaving(false);
      }
    },
    [send],
  );

  // The server's copy, unless this device holds a change it never took: that one is shown and sent.
  useEffect(() => {
    if (!settled || !load.isSuccess) return;
    const unsent = readUnsentCopy();
    if (!unsent) {
      writeDeviceCopy(load.data);
      return;
    }
    setEdited(unsent);
    void save(unsent);
  }, [settled, load.isSuccess, load.data, save]);

  useEffect(() => {
    const retry = () => {
      if (unsaved.current) void save(unsaved.current);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [save]);

  const change = (patch: Partial<Preferences>) => {
    if (!preferences) return;
    const next = { ...preferences, ...patch };
    setEdited(next);
    writeDeviceCopy(next);
    void save(next);
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
