// What a recipe entry offers besides the recipe itself: "I ate this" for a number of portions (logged on
// today, in the browser's time zone), and for the user's own recipes, sharing with their lists.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { userTimeZone } from '../../../domains/diary/diary-day';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { useListLabels, useMyLists } from '../../../hooks/use-my-lists';
import { call } from '../../../lib/callable';
import { recipeShareQuery, type ShoppingList } from '../../../lib/live-data';

const PORTION_STEP = 0.5;
export const MIN_PORTIONS = 0.5;
export const MAX_PORTIONS = 20;

/** Portions stepper and "I ate this" (logRecipe). `mealId` is the recipe meal, own or shared. */
export function LogRecipe({ mealId }: { mealId: string }) {
  const { t, i18n } = useTranslation();
  const [portions, setPortions] = useState(1);
  const action = useCallableAction();
  const format = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  const step = (delta: number) =>
    setPortions((current) => Math.min(MAX_PORTIONS, Math.max(MIN_PORTIONS, current + delta)));

  const log = () =>
    action.run('logRecipe', () => call('logRecipe', { mealId, portions, timeZone: userTimeZone() }), {
      success: 'history.logged',
      successValues: (answer) => ({ slot: t(`diary.slots.${answer.slot}`) }),
      needsConnection: true,
    });

  return (
    <div className="history-log">
      <fieldset className="persons-stepper">
        <legend className="persons-stepper__label">{t('history.portions')}</legend>
        <button
          type="button"
          className="persons-stepper__button"
          aria-label={t('history.fewerPortions')}
          disabled={portions <= MIN_PORTIONS || action.busy}
          onClick={() => step(-PORTION_STEP)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="persons-stepper__value" aria-live="polite">
          {format(portions)}
        </output>
        <button
          type="button"
          className="persons-stepper__button"
          aria-label={t('history.morePortions')}
          disabled={portions >= MAX_PORTIONS || action.busy}
          onClick={() => step(PORTION_STEP)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </fieldset>
      <button type="button" className="button button--primary" disabled={action.busy} onClick={log}>
        {action.busy && <Spinner size={18} />}
        {t('history.ateThis')}
      </button>
    </div>
  );
}

/** One list: whether the recipe is shared with it, and the button that changes that. */
function ShareRow({ list, label, mealId }: { list: ShoppingList; label: string; mealId: string }) {
  const { t } = useTranslation();
  const share = useLiveQuery(recipeShareQuery(list.id, mealId));
  const action = useCallableAction();
  const shared = (share.data?.length ?? 0) > 0;
  const toggle = () =>
    shared
      ? action.run('unshareRecipe', () => call('unshareRecipe', { mealId, listId: list.id }), {
          success: 'history.unshared',
          successValues: () => ({ list: label }),
        })
      : action.run('shareRecipe', () => call('shareRecipe', { mealId, listId: list.id }), {
          success: 'history.sharedWith',
          successValues: () => ({ list: label }),
        });
  return (
    <li className="history-share__row">
      <span className="history-share__list">
        {label}
        {shared && <span className="history-entry__shared">{t('history.shared')}</span>}
      </span>
      <button
        type="button"
        className={`button ${shared ? 'button--ghost' : 'button--primary'}`}
        disabled={share.loading || action.busy}
        aria-label={
          shared ? t('history.unshareFrom', { list: label }) : t('history.shareWith', { list: label })
        }
        onClick={toggle}
      >
        {shared ? t('history.unshare') : t('history.share')}
      </button>
    </li>
  );
}

/** "Share with a list": one row per list of the user's. */
export function ShareRecipe({ uid, mealId }: { uid: string; mealId: string }) {
  const { t } = useTranslation();
  const lists = useMyLists(uid);
  const labels = useListLabels(lists.data);
  if (!lists.data || lists.data.length === 0) return null;
  return (
    <section className="history-share" aria-label={t('history.shareHeading')}>
      <h3 className="history-entry__heading">{t('history.shareHeading')}</h3>
      <p className="muted history-share__hint">{t('history.shareHint')}</p>
      <ul className="history-share__lists">
        {lists.data.map((list) => (
          <ShareRow key={list.id} list={list} label={labels.get(list.id) ?? list.name} mealId={mealId} />
        ))}
      </ul>
    </section>
  );
}
