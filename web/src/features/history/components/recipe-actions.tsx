// What a recipe entry offers besides the recipe itself: "I ate this" for a number of portions (logged on
// today, in the browser's time zone), and for the user's own recipes, sharing with their lists.
import { useTranslation } from 'react-i18next';
import { useLogRecipe } from '../../../domains/diary/hooks/use-log-recipe';
import { useListLabels, useMyLists } from '../../../domains/lists/hooks/use-my-lists';
import type { ShoppingList } from '../../../domains/lists/queries';
import { LogRecipeControl } from '../../../domains/recipes/components/log-recipe-control';
import { useRecipeShare } from '../../../domains/recipes/hooks/use-recipe-share';

/** Portions stepper and "I ate this" (logRecipe). `mealId` is the recipe meal, own or shared. */
export function LogRecipe({ mealId }: { mealId: string }) {
  return <LogRecipeControl {...useLogRecipe(mealId)} />;
}

/** One list: whether the recipe is shared with it, and the button that changes that. */
function ShareRow({ list, label, mealId }: { list: ShoppingList; label: string; mealId: string }) {
  const { t } = useTranslation();
  const { shared, busy, toggle } = useRecipeShare(list.id, label, mealId);
  return (
    <li className="history-share__row">
      <span className="history-share__list">
        {label}
        {shared && <span className="history-entry__shared">{t('history.shared')}</span>}
      </span>
      <button
        type="button"
        className={`button ${shared ? 'button--ghost' : 'button--primary'}`}
        disabled={busy}
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
