// Which daily targets the panel uses: a sex and a life-stage group of the Dietary Reference Intakes, and
// when the profile does not give the sex or the age, that these are the adult values, with the way to
// Settings to give them.
import type { MicroTargets } from '@shared/nutrition/dri/daily-targets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  targets: MicroTargets;
  /** The profile's gender: "other" is an answer, so it is not asked for again. */
  gender: string | null | undefined;
}

export function MicrosBasis({ targets, gender }: Props) {
  const { t } = useTranslation();
  const { sex, ages, assumed } = targets;
  const range =
    ages.to === null
      ? t('micros.basis.agesOver', { from: ages.from })
      : t('micros.basis.ages', { from: ages.from, to: ages.to });
  const missingSex = assumed.sex && gender !== 'other';
  const missing = missingSex && assumed.age ? 'Both' : missingSex ? 'Sex' : assumed.age ? 'Age' : null;
  return (
    <p className="micros__basis" data-testid="micros-basis">
      {t(`micros.basis.${sex ?? 'either'}`, { ages: range })}
      {missing && (
        <>
          {' '}
          {t(`micros.basis.assumed${missing}`)} <Link to="/settings">{t('micros.basis.settings')}</Link>
        </>
      )}
    </p>
  );
}
