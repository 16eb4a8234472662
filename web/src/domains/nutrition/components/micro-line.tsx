// One nutrient of the day's panel: its amount, its share of the daily target in words and as a bar (the
// bar only repeats the words), how many of the day's foods knew it when not all did, and a flag in words
// when the amount passed the upper limit.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { amountDigits, type MicroLine } from '../micros-model';

/** "108 mg", "2.9 mg", "0.35 mg" in the reader's language. */
export function useAmount(): (value: number, unit: string) => string {
  const { t } = useTranslation();
  return (value, unit) =>
    t('micros.amount', {
      value: formatNumber(value, { maximumFractionDigits: amountDigits(value) }),
      unit,
    });
}

export function MicroLineItem({ line }: { line: MicroLine }) {
  const { t } = useTranslation();
  const amount = useAmount();
  const percent = line.share === null ? null : Math.round(line.share * 100);
  const over = line.over !== null;
  return (
    <li className={`micro${over ? ' micro--over' : ''}`} data-testid={`micro-${line.name}`}>
      <div className="micro__top">
        <span className="micro__name">{t(`micros.names.${line.name}`)}</span>
        <span className="micro__amount">{amount(line.amount, line.unit)}</span>
      </div>
      {percent !== null && (
        <div className="micro__bar" aria-hidden="true">
          <span className="micro__fill" style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
      )}
      <p className="micro__facts">
        <span>
          {line.target === null || percent === null
            ? t('micros.noTarget')
            : t('micros.share', { percent: formatNumber(percent), target: amount(line.target, line.unit) })}
        </span>
        {line.known < line.rows && (
          <span className="micro__known">{t('micros.known', { known: line.known, rows: line.rows })}</span>
        )}
      </p>
      {line.over !== null && (
        <p className="micro__over">{t('micros.over', { limit: amount(line.over, line.unit) })}</p>
      )}
    </li>
  );
}
