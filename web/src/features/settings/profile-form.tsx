// Settings' profile form: name, gender, age, measurement system, height (in feet and inches for imperial
// units) and weight, activity level and language. Its state and saving are the account's useProfileForm; a change not saved is guarded on leaving.
import type { MeasurementSystem } from '@shared/account/profile-values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../components/input-field';
import { LeaveGuard } from '../../components/leave-guard';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { SelectField } from '../../components/select-field';
import { activityLevels } from '../../domains/account/hooks/use-profile';
import { useProfileForm } from '../../domains/account/hooks/use-profile-form';
import type { PlausibilityField } from '../../domains/account/profile-checks';
import type { ProfileFormValues } from '../../domains/account/profile-form-model';
import type { Profile } from '../../domains/account/queries';
import { isLanguage, languages } from '../../lib/i18n';
import { HeightFeetField } from './height-feet-field';
import { ProfileNumberField } from './profile-number-field';

export function ProfileForm({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation();
  const ids = useId();
  const form = useProfileForm(profile);
  const { values, errors, hints, busy, saved, confirming, set } = form;
  const imperial = values.measurementSystem === 'imperial';
  const units = {
    age: '',
    height: t(imperial ? 'settings.units.in' : 'settings.units.cm'),
    weight: t(imperial ? 'settings.units.lb' : 'settings.units.kg'),
  };
  const numberField = (field: PlausibilityField, label: string) => (
    <ProfileNumberField
      id={`${ids}-${field}`}
      label={label}
      value={values[field]}
      integer={field === 'age'}
      onChange={(text) => (field === 'age' ? set('age', text) : form.setMeasured(field, text))}
      error={errors[field]}
      hint={hints.find((hint) => hint.field === field)}
      unit={units[field]}
      language={values.language}
    />
  );

  return (
    <section className="card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('settings.profileTitle')}</h2>
      <form className="stack" onSubmit={form.submit} noValidate>
        <InputField
          id={`${ids}-name`}
          label={t('settings.name')}
          autoComplete="name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
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
            onChange={(event) => form.changeSystem(event.target.value as MeasurementSystem)}
          >
            <option value="metric">{t('settings.metric')}</option>
            <option value="imperial">{t('settings.imperial')}</option>
          </select>
        </div>
        <div className="grid-2">
          {imperial ? (
            <HeightFeetField
              id={`${ids}-height`}
              value={values.height}
              onChange={(text) => form.setMeasured('height', text)}
              error={errors.height}
              hint={hints.find((hint) => hint.field === 'height')}
              language={values.language}
            />
          ) : (
            numberField('height', t('settings.heightCm'))
          )}
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
          onChange={(language) => isLanguage(language) && void form.changeLanguage(language)}
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
        when={form.dirty && !busy}
        title={t('settings.unsavedTitle')}
        message={t('settings.unsavedMessage')}
        confirmLabel={t('settings.leaveWithoutSaving')}
      />
    </section>
  );
}
