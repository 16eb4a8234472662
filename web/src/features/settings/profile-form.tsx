import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { useAction } from '../../hooks/use-action';
import { currentLanguage, isLanguage, type Language, languages, setLanguage } from '../../lib/i18n';
import { activityLevels, type MeasurementSystem, type Profile } from '../../lib/profile';
import {
  type ProfileErrors,
  type ProfileFormValues,
  switchMeasurementSystem,
  toUpdate,
  validateProfile,
  valuesFromProfile,
} from './profile-form-model';
import { settingsApi } from './settings-api';

/** SPEC 4: the saved status resets after 3 s; the settings toast also shows for 3 s. */
export const SAVED_STATUS_MS = 3000;

export function ProfileForm({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation();
  const ids = useId();
  const { busy, run } = useAction();
  const [values, setValues] = useState<ProfileFormValues>(() =>
    valuesFromProfile(profile, currentLanguage()),
  );
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saved, setSaved] = useState(false);
  const loadedFor = useRef<string | null>(profile?.id ?? null);

  // Fill the form when the profile first arrives; later snapshots must not overwrite edits.
  useEffect(() => {
    if (profile && loadedFor.current !== profile.id) {
      loadedFor.current = profile.id;
      setValues(valuesFromProfile(profile, currentLanguage()));
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
  };

  const changeSystem = (system: MeasurementSystem) => {
    setValues((current) => switchMeasurementSystem(current, system));
    setErrors({});
  };

  // The language applies at once and is saved straight away (not only on Save).
  const changeLanguage = async (language: Language) => {
    set('language', language);
    await setLanguage(language);
    await run(() => settingsApi.updateProfile({ language }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateProfile(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const result = await run(() => settingsApi.updateProfile(toUpdate(values)), {
      success: 'settings.saved',
      successMs: SAVED_STATUS_MS,
    });
    if (result.ok) setSaved(true);
  };

  const imperial = values.measurementSystem === 'imperial';
  const fieldError = (field: keyof ProfileErrors) =>
    errors[field] ? (
      <p className="field__error" id={`${ids}-${field}-error`}>
        {t(errors[field] as string)}
      </p>
    ) : null;
  const errorProps = (field: keyof ProfileErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${ids}-${field}-error` } : {};

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
          <div className="field">
            <label htmlFor={`${ids}-age`}>{t('settings.age')}</label>
            <input
              id={`${ids}-age`}
              inputMode="numeric"
              value={values.age}
              onChange={(event) => set('age', event.target.value)}
              {...errorProps('age')}
            />
            {fieldError('age')}
          </div>
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
          <div className="field">
            <label htmlFor={`${ids}-height`}>
              {imperial ? t('settings.heightIn') : t('settings.heightCm')}
            </label>
            <input
              id={`${ids}-height`}
              inputMode="decimal"
              value={values.height}
              onChange={(event) => set('height', event.target.value)}
              {...errorProps('height')}
            />
            {fieldError('height')}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-weight`}>
              {imperial ? t('settings.weightLb') : t('settings.weightKg')}
            </label>
            <input
              id={`${ids}-weight`}
              inputMode="decimal"
              value={values.weight}
              onChange={(event) => set('weight', event.target.value)}
              {...errorProps('weight')}
            />
            {fieldError('weight')}
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-activity`}>{t('settings.activityLevel')}</label>
          <select
            id={`${ids}-activity`}
            value={values.activityLevel}
            onChange={(event) =>
              set('activityLevel', event.target.value as ProfileFormValues['activityLevel'])
            }
          >
            <option value="">{t('settings.activityUnset')}</option>
            {activityLevels.map((level) => (
              <option key={level} value={level}>
                {t(`settings.activity.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-language`}>{t('settings.language')}</label>
          <select
            id={`${ids}-language`}
            value={values.language}
            onChange={(event) => isLanguage(event.target.value) && void changeLanguage(event.target.value)}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`settings.languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('settings.saving') : saved ? t('settings.savedStatus') : t('common.save')}
        </button>
      </form>
      <ProcessingOverlay open={busy} label={t('common.processing')} />
    </section>
  );
}
