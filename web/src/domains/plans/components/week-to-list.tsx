// "Add this week to <list>": the list picker and the button, then the pantry staples the week needs,
// offered unticked, with the button that adds the ticked ones. It only shows; useWeekToList runs them.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { displayQuantity } from '../../../lib/scale-display';
import type { WeekToList as Shop } from '../hooks/use-week-to-list';

export function WeekToList({ shop, empty }: { shop: Shop; empty: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const words = { pinch: t('recipe.amounts.pinch'), toTaste: t('recipe.amounts.toTaste') };
  if (shop.lists.length === 0) return <p className="muted week-shop__no-list">{t('plan.shop.noList')}</p>;
  return (
    <div className="week-shop">
      {shop.lists.length > 1 && (
        <div className="field week-shop__list">
          <label htmlFor={`${id}-list`}>{t('plan.shop.listLabel')}</label>
          <select
            id={`${id}-list`}
            value={shop.listId ?? ''}
            onChange={(event) => shop.choose(event.target.value)}
          >
            {shop.lists.map((list) => (
              <option key={list.id} value={list.id ?? ''}>
                {list.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={shop.busy || empty || !shop.listId}
        onClick={() => void shop.addWeek()}
      >
        {shop.busy && <Spinner size={18} />}
        {t('plan.shop.addWeek', { list: shop.label })}
      </button>
      {shop.staples.length > 0 && (
        <fieldset className="week-shop__staples">
          <legend>{t('plan.shop.staplesTitle')}</legend>
          <p className="muted week-shop__hint">{t('plan.shop.staplesHint')}</p>
          <ul>
            {shop.staples.map((staple, index) => (
              <li key={`${staple.item}|${staple.unit}`}>
                <label className="week-shop__staple">
                  <input
                    type="checkbox"
                    checked={shop.ticked.has(index)}
                    onChange={() => shop.toggleStaple(index)}
                  />
                  <span>{staple.item}</span>
                  <span className="muted">{displayQuantity(staple, 1, 1, i18n.language, words)}</span>
                </label>
              </li>
            ))}
          </ul>
          <div className="week-shop__staple-actions">
            <button type="button" className="button button--ghost" onClick={shop.dismissStaples}>
              {t('plan.shop.skipStaples')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={shop.busy || shop.ticked.size === 0}
              onClick={() => void shop.addStaples()}
            >
              {t('plan.shop.addStaples', { count: shop.ticked.size })}
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
