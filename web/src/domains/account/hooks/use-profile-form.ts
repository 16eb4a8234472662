// The profile form's state: the values as typed, filled once from the live profile (later snapshots never
// overwrite edits), what was last loaded or saved (leaving with anything else asks first), the errors and
// the hints. The language applies and is saved at once; the rest on Save, values no body has only on a
// second, deliberate press.

import type { MeasurementSystem } from '@shared/account/profile-values';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { currentLanguage, type Language, setLanguage } from '../../../lib/i18n';
import { accountApi } from '../account-api';
import { plausibilityHints } from '../profile-checks';
import {
  editMeasured,
  hasUnsavedChanges,
  type MeasuredField,
  type ProfileErrors,
  type ProfileFormValues,
  relocalise,
  switchMeasurementSystem,
  toUpdate,
  validateProfile,
  valuesFromProfile,
} from '../profile-form-model';
import type { Profile } from '../queries';

/** The saved status resets after 3 s; the settings toast also shows for 3 s. */
export const SAVED_STATUS_MS = 3000;

export function useProfileForm(profile: Profile | null) {
  // Queued, not ignored: each language change must reach the profile, the last one last.
  const { busy, run } = useCallableAction({ whileRunning: 'queue' });
  const [values, setValues] = useState<ProfileFormValues>(() =>
    valuesFromProfile(profile, currentLanguage()),
  );
  // What was last loaded or saved: leaving with anything else asks first.
  const [baseline, setBaseline] = useState<ProfileFormValues>(values);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saved, setSaved] = useState(false);
  // Values no body has may still be saved, but only on a second, deliberate press.
  const [confirming, setConfirming] = useState(false);
  const loadedFor = useRef<string | null>(profile?.id ?? null);

  // Fill the form when the profile first arrives; later snapshots must not overwrite edits.
  useEffect(() => {
    if (profile && loadedFor.current !== profile.id) {
      loadedFor.current = profile.id;
      const loaded = valuesFromProfile(profile, currentLanguage());
      setValues(loaded);
      setBaseline(loaded);
    }
  }, [profile]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_STATUS_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setSaved(false);
    setConfirming(false);
  };

  const setMeasured = (field: MeasuredField, text: string) => {
    setValues((current) => editMeasured(current, field, text));
    setSaved(false);
    setConfirming(false);
  };

  const changeSystem = (system: MeasurementSystem) => {
    setValues((current) => switchMeasurementSystem(current, system));
    setErrors({});
    setConfirming(false);
  };

  // The language applies at once and is saved straight away (not only on Save).
  const changeLanguage = async (language: Language) => {
    setValues((current) => relocalise(current, language));
    await setLanguage(language);
    await run('updateProfile', () => accountApi.updateProfile({ language }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateProfile(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    // Fresh, not the rendered hints: those hide behind errors that this press may just have cleared.
    if (plausibilityHints(values).length > 0 && !confirming) {
      setConfirming(true);
      return;
    }
    const sent = values;
    const result = await run('updateProfile', () => accountApi.updateProfile(toUpdate(sent)), {
      success: 'settings.saved',
      successMs: SAVED_STATUS_MS,
    });
    if (result.ok) {
      setSaved(true);
      setConfirming(false);
      setBaseline(sent);
    }
  };

  return {
    values,
    errors,
    hints: plausibilityHints(values),
    busy,
    saved,
    confirming,
    dirty: hasUnsavedChanges(baseline, values),
    set,
    setMeasured,
    changeSystem,
    changeLanguage,
    submit,
  };
}
