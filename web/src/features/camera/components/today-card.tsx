// The compact "today" card above the capture actions: calories eaten today against the daily target of
// the goal picked on Health, what is left, protein, carbs and fat against theirs, and fibre, sugars and
// salt where the day's rows know them. It listens to one document (today's day totals), so it follows
// every meal logged or changed anywhere. Tapping it opens today in History. Without the profile figures
// the targets need, it says what to fill in, unless the profile prompt above already asks for it.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { profilePromptPending, subscribeProfilePrompt } from '../../../domains/account/profile-prompt';
import { useTodayTotals } from '../../../domains/diary/hooks/use-today-totals';
import { ExtraFigures, extraFigureTexts } from '../../../domains/nutrition/components/extra-figures';
import { formatCalories, formatGrams } from '../../../domains/nutrition/components/format-nutrition';
import { useDiaryTargets } from '../../../domains/weight/hooks/use-diary-targets';
import { useAuth } from '../../../hooks/use-auth';
import { MACROS, TodayCardPlaceholder, TodayCardSetup } from './today-card-states';

/** How full a bar is drawn: 0-100 %. */
const share = (value: number, target: number) =>
  target > 0 ? Math.min(100, Math.max(0, (value / target) * 100)) : 0;

export function TodayCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { today, ready, eaten, totals, loading, error } = useTodayTotals();
  const targets = useDiaryTargets();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  // One request to complete the profile at a time: the prompt's, while it shows.
  const prompted = useSyncExternalStore(
    subscribeProfilePrompt,
    () => uid !== null && profilePromptPending(uid),
  );
  if (!ready) return <TodayCardPlaceholder />;

  const historyLink = `/history?day=${today}`;
  if (!targets)
    return <TodayCardSetup historyLink={historyLink} eaten={eaten.calories} prompted={prompted} />;

  const left = targets.calories - eaten.calories;
  const over = left < 0;
  return (
    <Link
      to={historyLink}
      className="card today-card"
      aria-busy={loading}
      aria-label={[
        t('diary.today.open'),
        t('diary.today.eaten', {
          eaten: formatCalories(eaten.calories, lang),
          target: formatCalories(targets.calories, lang),
        }),
        over
          ? t('diary.today.over', { value: formatCalories(-left, lang) })
          : t('diary.today.left', { value: formatCalories(left, lang) }),
        ...MACROS.map((key) =>
          t('diary.today.macroLabel', {
            name: t(`diary.today.${key}`),
            eaten: formatGrams(eaten[key], lang),
            target: formatGrams(targets[key], lang),
          }),
        ),
        ...extraFigureTexts(totals, t, lang),
      ].join('. ')}
      data-testid="today-card"
    >
      <div className="spread-row spread-row--baseline today-card__head" aria-hidden="true">
        <span className="today-card__title">{t('diary.today.title')}</span>
        <span className="today-card__eaten">
          {t('diary.today.eaten', {
            eaten: formatCalories(eaten.calories, lang),
            target: formatCalories(targets.calories, lang),
          })}
        </span>
      </div>
      <div className="today-card__bar today-card__bar--calories" aria-hidden="true">
        <span
          className={`today-card__fill${over ? ' today-card__fill--over' : ''}`}
          style={{ width: `${share(eaten.calories, targets.calories)}%` }}
        />
      </div>
      <p className={`today-card__left${over ? ' today-card__left--over' : ''}`} aria-hidden="true">
        {over
          ? t('diary.today.over', { value: formatCalories(-left, lang) })
          : t('diary.today.left', { value: formatCalories(left, lang) })}
        {totals && totals.meals > 0 && (
          <span className="muted"> · {t('diary.today.meals', { count: totals.meals })}</span>
        )}
      </p>
      <div className="today-card__macros" aria-hidden="true">
        {MACROS.map((key) => (
          <div key={key} className={`today-card__macro today-card__macro--${key}`}>
            <span className="today-card__macro-name">{t(`diary.today.${key}`)}</span>
            <span className="today-card__macro-value">
              {t('diary.today.macroValue', {
                eaten: formatGrams(Math.round(eaten[key]), lang),
                target: formatGrams(targets[key], lang),
              })}
            </span>
            <div className="today-card__bar">
              <span className="today-card__fill" style={{ width: `${share(eaten[key], targets[key])}%` }} />
            </div>
          </div>
        ))}
      </div>
      {/* The line keeps its height without figures too: the card does not grow when they come. */}
      <div aria-hidden="true" className="today-card__extras-slot">
        <ExtraFigures values={totals} className="today-card__extras" />
      </div>
      {error && !totals && <p className="form-error">{t('diary.today.loadError')}</p>}
    </Link>
  );
}
