// A table food's vitamins and minerals for some grams, each with its share of the profile's daily target,
// the ones the table does not know named as such, and the table the figures come from (Frida's licence
// asks to be named wherever its figures show). Loaded on the first tap of "Vitamins and minerals".
import type { TableFood } from '@shared/nutrition/contracts';
import { microTargets } from '@shared/nutrition/dri/daily-targets';
import { microNames, microUnits } from '@shared/nutrition/micros';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { useProfile } from '../../account/hooks/use-profile';
import { formatGrams } from './format-nutrition';
import { useAmount } from './micro-line';

interface Props {
  food: Pick<TableFood, 'source' | 'per100g'>;
  grams: number;
}

export default function FoodMicrosList({ food, grams }: Props) {
  const { t, i18n } = useTranslation();
  const { profile } = useProfile();
  const amount = useAmount();
  const { targets } = microTargets({ gender: profile?.gender, age: profile?.age });
  const known = microNames.filter((name) => food.per100g[name] !== null);
  const unknown = microNames.filter((name) => food.per100g[name] === null);
  const source = t(`micros.food.sources.${food.source === 'frida' ? 'frida' : 'usda'}`);
  if (known.length === 0) return <p className="muted food-micros__none">{t('micros.food.noneKnown')}</p>;
  return (
    <div className="food-micros__body">
      <p className="food-micros__for">
        {t('micros.food.for', { grams: formatGrams(grams, i18n.language), source })}
      </p>
      <ul className="food-micros__list">
        {known.map((name) => {
          const value = ((food.per100g[name] as number) * grams) / 100;
          const target = targets[name].intake;
          return (
            <li key={name}>
              <span className="food-micros__name">{t(`micros.names.${name}`)}</span>{' '}
              <span className="food-micros__amount">{amount(value, microUnits[name])}</span>{' '}
              <span className="food-micros__share">
                {target !== null &&
                  t('micros.food.share', { percent: formatNumber(Math.round((value / target) * 100)) })}
              </span>
            </li>
          );
        })}
      </ul>
      {unknown.length > 0 && (
        <p className="muted food-micros__unknown">
          {t('micros.food.unknown', { names: unknown.map((name) => t(`micros.names.${name}`)).join(', ') })}
        </p>
      )}
    </div>
  );
}
