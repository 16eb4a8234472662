// The week's plan, Monday to Sunday: the planned meals of each day by slot, the week before and after a tap
// away, and what the screen offers for the whole week below (adding it to a list).
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeekPlans } from '../hooks/use-week-plans';
import { dayLabel, weekRange } from '../week';
import { PlannedMeal } from './planned-meal';
import './week-plan.css';

interface Props {
  week: WeekPlans;
  uid: string | null;
  children?: ReactNode;
}

export function WeekPlan({ week, uid, children }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const first = week.days[0] ?? week.monday;
  const last = week.days[6] ?? week.monday;
  const range = weekRange(first, last, i18n.language);

  return (
    <section className="card week-plan" aria-labelledby={`${id}-title`} data-testid="week-plan">
      <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="week-plan__title">
        {t('plan.week.title')}
      </h2>
      <div className="week-plan__nav">
        <button
          type="button"
          className="button button--ghost week-plan__step"
          aria-label={t('plan.week.previous')}
          onClick={week.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="week-plan__range" aria-live="polite">
          <span className="visually-hidden">{t('plan.week.shown')} </span>
          {range}
        </p>
        <button
          type="button"
          className="button button--ghost week-plan__step"
          aria-label={t('plan.week.next')}
          onClick={week.next}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {!week.isThisWeek && (
        <button type="button" className="button button--ghost week-plan__today" onClick={week.thisWeek}>
          {t('plan.week.thisWeek')}
        </button>
      )}
      {week.error && (
        <p className="form-error" role="alert">
          {t('plan.week.loadError')}
        </p>
      )}
      {!week.loading && week.count === 0 && <p className="muted week-plan__empty">{t('plan.week.empty')}</p>}
      <ol className="week-plan__days">
        {week.week.map(({ day, slots }) => (
          <li key={day} className={`week-plan__day${day === week.today ? ' week-plan__day--today' : ''}`}>
            <h3 className="week-plan__day-name">
              {dayLabel(day, i18n.language, 'long')}
              {day === week.today && <span className="week-plan__today-tag">{t('plan.week.today')}</span>}
            </h3>
            {slots.length === 0 ? (
              <p className="muted week-plan__nothing">{t('plan.week.nothing')}</p>
            ) : (
              slots.map(({ slot, meals }) => (
                <div key={slot} className="week-plan__slot">
                  <h4 className="week-plan__slot-name">{t(`diary.slots.${slot}`)}</h4>
                  <ul className="week-plan__meals">
                    {meals.map((plan) => (
                      <PlannedMeal
                        key={plan.id}
                        plan={plan}
                        uid={uid}
                        days={week.days}
                        today={week.today}
                        onRemoved={() => title.current?.focus()}
                      />
                    ))}
                  </ul>
                </div>
              ))
            )}
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
