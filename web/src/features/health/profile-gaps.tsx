// What Health shows instead of figures while the profile cannot give them: the fields still to fill in, or
// the values no body has (a height of 1.8 cm) to fix first. Both lead to Settings.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { feetInchesParts } from '../../domains/account/feet-inches';
import type { PlausibilityHint } from '../../domains/account/profile-checks';
import type { Profile } from '../../domains/account/queries';
import { formatNumber } from '../../lib/i18n';

export function CompleteProfile({ missing }: { missing: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="card health-empty">
      <h2>{t('health.completeProfileTitle')}</h2>
      <p>{t('health.completeProfile')}</p>
      <ul className="health-empty__missing">
        {missing.map((field) => (
          <li key={field}>{t(`health.fields.${field}`)}</li>
        ))}
      </ul>
      <Link to="/settings" className="button button--primary">
        {t('health.goToSettings')}
      </Link>
    </div>
  );
}

/** Values no body has give absurd figures: ask for a fix instead of showing them. */
export function CheckProfile({ profile, hints }: { profile: Profile; hints: PlausibilityHint[] }) {
  const { t, i18n } = useTranslation();
  const imperial = profile.measurementSystem === 'imperial';
  // An imperial height reads in feet and inches, as in Settings.
  const feetInches = (inches: number) =>
    t('settings.units.feetInches', feetInchesParts(inches, i18n.language));
  const unit = {
    height: t(imperial ? 'settings.units.in' : 'settings.units.cm'),
    weight: t(imperial ? 'settings.units.lb' : 'settings.units.kg'),
  };
  return (
    <div className="card health-empty">
      <h2>{t('health.checkTitle')}</h2>
      <p>{t('health.checkIntro')}</p>
      <ul className="health-empty__missing">
        {hints.map(({ field, suggestion }) => (
          <li key={field}>
            {field === 'age'
              ? t('settings.plausibility.age')
              : field === 'height' && imperial
                ? t('settings.plausibility.heightAs', { height: feetInches(profile.height as number) })
                : t(`settings.plausibility.${field}`, {
                    value: formatNumber(profile[field] as number),
                    unit: unit[field],
                  })}
            {suggestion !== undefined &&
              ` ${
                imperial
                  ? t('settings.plausibility.suggestionAs', { height: feetInches(suggestion) })
                  : t('settings.plausibility.suggestion', {
                      value: formatNumber(suggestion),
                      unit: unit.height,
                    })
              }`}
          </li>
        ))}
      </ul>
      <Link to="/settings" className="button button--primary">
        {t('health.goToSettings')}
      </Link>
    </div>
  );
}
