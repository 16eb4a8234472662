// The day's vitamins and minerals: each nutrient's amount against the profile's daily target (Dietary
// Reference Intakes), with how many of the day's foods knew it and a flag above the upper limit; or the
// average of the logged days of the 7 days ending on it. The day comes from the day document the screen
// already listens to; the week is read (at most 7 documents, one query) only once it is asked for.
import { microTargets } from '@shared/nutrition/dri/daily-targets';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../hooks/use-auth';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { useProfile } from '../../account/hooks/use-profile';
import { MicrosBasis } from '../../nutrition/components/micros-basis';
import { MicrosList } from '../../nutrition/components/micros-list';
import '../../nutrition/components/micros.css';
import { averageOf, type DayMicros, microLines } from '../../nutrition/micros-model';
import { dayRangeQuery } from '../queries';

type View = 'day' | 'week';

interface Props {
  /** The day's document as the screen reads it; null while it has no entries (or is loading). */
  dayTotals: DayMicros | null;
  /** The 7 days ending on the day, oldest first: the days of the average. */
  week: readonly string[];
  /** The day is today: its view is called so. */
  today?: boolean;
}

export function MicrosPanel({ dayTotals, week, today = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [view, setView] = useState<View>('day');
  const { user } = useAuth();
  const { profile } = useProfile();
  const uid = user?.uid ?? null;
  const weekQuery = useLiveQuery(view === 'week' && uid ? dayRangeQuery(uid, [...week]) : null);
  const targets = microTargets({ gender: profile?.gender, age: profile?.age });
  const amounts = averageOf(view === 'day' ? [dayTotals] : (weekQuery.data ?? []));
  const { lines, unknown } = microLines(amounts, targets.targets);

  let body: ReactNode;
  if (view === 'week' && weekQuery.error && !weekQuery.data) {
    body = <p className="form-error">{t('micros.loadError')}</p>;
  } else if (view === 'week' && weekQuery.data === null) {
    body = <p className="muted">{t('micros.loading')}</p>;
  } else if (amounts.days === 0) {
    body = <p className="muted">{t(view === 'day' ? 'micros.empty' : 'micros.weekEmpty')}</p>;
  } else {
    body = (
      <>
        {view === 'week' && (
          <p className="muted micros__note">{t('micros.weekNote', { count: amounts.days })}</p>
        )}
        <MicrosList lines={lines} unknown={unknown} />
      </>
    );
  }

  return (
    <section className="card micros" aria-labelledby={`${id}-title`} data-testid="micros-panel">
      <h2 id={`${id}-title`}>{t('micros.title')}</h2>
      <fieldset className="micros__views">
        <legend className="visually-hidden">{t('micros.view.legend')}</legend>
        {(['day', 'week'] as const).map((choice) => (
          <label key={choice} className="micros__view">
            <input
              type="radio"
              name={`${id}-view`}
              checked={view === choice}
              onChange={() => setView(choice)}
            />
            <span>{t(`micros.view.${choice === 'day' && today ? 'today' : choice}`)}</span>
          </label>
        ))}
      </fieldset>
      <MicrosBasis targets={targets} gender={profile?.gender} />
      {body}
    </section>
  );
}
