import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../components/leave-guard';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { SelectField } from '../../components/select-field';
import { accountApi } from '../../domains/account/account-api';
import {
  activityLevels,
  type MeasurementSystem,
  type Profile,
} from '../../domains/account/hooks/use-profile';
import { type PlausibilityField, plausibilityHints } from '../../domains/account/profile-checks';
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
} from '../../domains/account/profile-form-model';
import { useCallableAction } from '../../hooks/use-callable-action';
import { currentLanguage, isLanguage, type Language, languages, setLanguage } from '../../lib/i18n';
import { ProfileNumberField } from './profile-number-field';

/** The saved status resets after 3 s; the settings toast also shows for 3 s. */
export const SAVED_STATUS_MS = 3000;

export function ProfileForm({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation();
  const ids = useId();
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

  const imperial = values.measurementSystem === 'imperial';
  const units = {
    age: '',
    height: t(imperial ? 'settings.units.in' : 'settings.units.cm'),
    weight: t(imperial ? 'settings.units.lb' : 'settings.units.kg'),
  };
  const hints = plausibilityHints(values);
  const numberField = (field: PlausibilityField, label: string) => (
    <ProfileNumberField
      id={`${ids}-${field}`}
      label={label}
      value={values[field]}
      integer={field === 'age'}
      onChange={(text) => (field === 'age' ? set('age', text) : setMeasured(field, text))}
      error={errors[field]}
      hint={hints.find((hint) => hint.field === field)}
      unit={units[field]}
      language={values.language}
    />
  );
  const dirty = hasUnsavedChanges(baseline, values);

  return (
    <section className="card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('settings.profileTitle')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('settings.name')}</label>
          <input
            id={`${ids}-name`}
            autoComplete="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </div>
        <div className="grid-2">
          <div className="field">
            <label htmlFor={`${ids}-gender`}>{t('settings.gender')}</label>
            <select
              id={`${ids}-gender`}
              value={values.gender}
              onChange={(event) => set('gender', event.target.value as ProfileFormValues['gender'])}
            >
              <option value="">{t('settings.genderUnset')}</option>
              <option value="male">{t('settings.genderMale')}</option>
              <option value="female">{t('settings.genderFemale')}</option>
              <option value="other">{t('settings.genderOther')}</option>
            </select>
          </div>
          {numberField('age', t('settings.age'))}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-system`}>{t('settings.measurementSystem')}</label>
          <select
            id={`${ids}-system`}
            value={values.measurementSystem}
            onChange={(event) => changeSystem(event.target.value as MeasurementSystem)}
          >
            <option value="metric">{t('settings.metric')}</option>
            <option value="imperial">{t('settings.imperial')}</option>
          </select>
        </div>
        <div className="grid-2">
          {numberField('height', imperial ? t('settings.heightIn') : t('settings.heightCm'))}
          {numberField('weight', imperial ? t('settings.weightLb') : t('settings.weightKg'))}
        </div>
        <SelectField
          id={`${ids}-activity`}
          label={t('settings.activityLevel')}
          value={values.activityLevel}
          values={activityLevels}
          optionLabel={(level) => t(`settings.activity.${level}`)}
          onChange={(level) => set('activityLevel', level as ProfileFormValues['activityLevel'])}
        >
          <option value="">{t('settings.activityUnset')}</option>
        </SelectField>
        <SelectField
          id={`${ids}-language`}
          label={t('settings.language')}
          value={values.language}
          values={languages}
          optionLabel={(language) => t(`settings.languages.${language}`)}
          onChange={(language) => isLanguage(language) && void changeLanguage(language)}
        />
        {confirming && (
          <p className="banner banner--warning" role="alert">
            {t('settings.plausibility.confirm')}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy
            ? t('settings.saving')
            : saved
              ? t('settings.savedStatus')
              : confirming
                ? t('settings.plausibility.saveAnyway')
                : t('common.save')}
        </button>
      </form>
      <ProcessingOverlay open={busy} label={t('common.processing')} />
      <LeaveGuard
        when={dirty && !busy}
        title={t('settings.unsavedTitle')}
        message={t('settings.unsavedMessage')}
        confirmLabel={t('settings.leaveWithoutSaving')}
      />
    </section>
  );
}
