// Weights, weekly changes and days as Health writes them, in the user's unit and language.
import { type WeightUnit, weightToShow } from '@shared/weight/weight-units';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n';
import { addDays } from '../diary/diary-day';

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

export interface WeightFormat {
  unit: WeightUnit;
  /** The unit's short name: "kg", "lb". */
  unitName: string;
  /** A weight in kg as a number in the unit: "64.2". */
  number: (kg: number) => string;
  /** A grid line's value, already in the unit: "64", "64.5". */
  tick: (value: number) => string;
  /** A weight in kg with its unit: "64.2 kg". */
  weight: (kg: number) => string;
  /** A change in kg a week, signed: "-0.4 kg/week", "+0.2 kg/week", "0.0 kg/week". */
  perWeek: (kg: number) => string;
  /** "Today", "Yesterday", else the date: "12 Mar" (with the year when it is not this year's). */
  day: (day: string) => string;
  /** The date in full, for screen readers and tables: "Wednesday 12 March 2025". */
  longDay: (day: string) => string;
}

/** A YYYY-MM-DD day at noon UTC, formatted in UTC: no time zone moves it to another day. */
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

export function useWeightFormat(unit: WeightUnit, today: string): WeightFormat {
  const { t, i18n } = useTranslation();
  const unitName = t(`weight.units.${unit}`);
  const number = (kg: number) => formatNumber(weightToShow(kg, unit), ONE_DECIMAL);
  const short = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    }).format(asDate(day));
  return {
    unit,
    unitName,
    number,
    tick: (value) => formatNumber(value, { maximumFractionDigits: 1 }),
    weight: (kg) => t('weight.value', { value: number(kg), unit: unitName }),
    perWeek: (kg) =>
      t('weight.perWeek', {
        value: formatNumber(weightToShow(kg, unit), { ...ONE_DECIMAL, signDisplay: 'exceptZero' }),
        unit: unitName,
      }),
    day: (day) =>
      day === today ? t('weight.today') : day === addDays(today, -1) ? t('weight.yesterday') : short(day),
    longDay: (day) =>
      new Intl.DateTimeFormat(i18n.language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(asDate(day)),
  };
}
