// The today card before it can measure the day: its outline while the profile loads, and, while the
// profile lacks what the day's targets need, what was eaten with a way to Settings.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCalories } from '../../../domains/nutrition/components/format-nutrition';

/** The macros the card measures, in its order. */
export const MACROS = ['protein', 'carbs', 'fat'] as const;

/**
 * Until the profile is known: the card's outline at its usual height, so the capture actions below stay
 * where they are when it fills in (a tap aimed at "Take a photo" must not land on what moved there).
 */
export function TodayCardPlaceholder() {
  const { t } = useTranslation();
  const blank = <span className="today-card__blank">{'\u00a0'}</span>;
  return (
    <div
      className="card today-card today-card--placeholder"
      aria-hidden="true"
      data-testid="today-card-placeholder"
    >
      <div className="spread-row spread-row--baseline today-card__head">
        <span className="today-card__title">{t('diary.today.title')}</span>
        <span className="today-card__eaten">{blank}</span>
      </div>
      <div className="today-card__bar today-card__bar--calories" />
      <p className="today-card__left">{blank}</p>
      <div className="today-card__macros">
        {MACROS.map((key) => (
          <div key={key} className="today-card__macro">
            <span className="today-card__macro-name">{t(`diary.today.${key}`)}</span>
            <span className="today-card__macro-value">{blank}</span>
            <div className="today-card__bar" />
          </div>
        ))}
      </div>
      <div className="today-card__extras-slot" />
    </div>
  );
}

/** Calories eaten so far, without a target to measure them against. */
/** Without the profile figures the targets need: what was eaten, and what to fill in unless the profile
 * prompt above already asks for it (`prompted`). */
export function TodayCardSetup({
  historyLink,
  eaten,
  prompted,
}: {
  historyLink: string;
  eaten: number;
  prompted: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className="card today-card today-card--setup" aria-labelledby="today-card-title">
      <div className="spread-row spread-row--baseline today-card__head">
        <h2 id="today-card-title">
          <Link to={historyLink} className="today-card__link">
            {t('diary.today.title')}
          </Link>
        </h2>
        <span className="today-card__eaten">
          {t('diary.today.eatenNoTarget', { value: formatCalories(eaten, lang) })}
        </span>
      </div>
      {!prompted && (
        <>
          <p className="muted today-card__setup">{t('diary.today.noProfile')}</p>
          <Link to="/settings" className="button button--ghost today-card__settings">
            {t('diary.today.noProfileAction')}
          </Link>
        </>
      )}
    </section>
  );
}
