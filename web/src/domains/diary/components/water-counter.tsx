// The day's water in glasses of 250 ml: one glass more or less per tap, the amount against the daily
// target (2 l unless the user set another), and the target changed in 250 ml steps.
import { limits } from '@shared/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import { GLASS_ML, useWater } from '../hooks/use-water';

const litres = (ml: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(ml / 1000);

const TARGETS = Array.from(
  { length: (limits.waterTarget.max - limits.waterTarget.min) / GLASS_ML + 1 },
  (_, i) => limits.waterTarget.min + i * GLASS_ML,
);

export function WaterCounter({ day, water }: { day: string; water: number | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const { glasses, target, busy, setGlasses, setTarget } = useWater(day, water);
  const [editing, setEditing] = useState(false);
  const drunk = glasses * GLASS_ML;
  const share = Math.min(100, (drunk / target) * 100);
  return (
    <section className="card diary-water" aria-labelledby={`${id}-title`}>
      <div className="spread-row spread-row--baseline diary-water__top">
        <h2 id={`${id}-title`} className="diary-water__title">
          {t('diary.water.title')}
        </h2>
        <span className="diary-water__amount" data-testid="water-amount">
          {t('diary.water.ofTarget', { drunk: litres(drunk, lang), target: litres(target, lang) })}
        </span>
      </div>
      <div className="diary-water__bar" aria-hidden="true">
        <span className="diary-water__fill" style={{ width: `${share}%` }} />
      </div>
      <div className="row diary-water__controls">
        <button
          type="button"
          className="icon-button diary-water__step"
          aria-label={t('diary.water.less')}
          disabled={glasses === 0}
          onClick={() => void setGlasses(glasses - 1)}
        >
          −
        </button>
        <span className="diary-water__glasses" aria-live="polite">
          {t('diary.water.glasses', { count: glasses, value: formatNumber(glasses) })}
        </span>
        <button
          type="button"
          className="icon-button diary-water__step"
          aria-label={t('diary.water.more')}
          disabled={glasses >= limits.maxGlasses}
          onClick={() => void setGlasses(glasses + 1)}
        >
          +
        </button>
        <button
          type="button"
          className="button button--link diary-water__edit"
          aria-expanded={editing}
          onClick={() => setEditing((was) => !was)}
        >
          {t('diary.water.changeTarget')}
        </button>
      </div>
      {editing && (
        <div className="field diary-water__target">
          <label htmlFor={`${id}-target`}>{t('diary.water.target')}</label>
          <select
            id={`${id}-target`}
            value={target}
            disabled={busy}
            onChange={(event) =>
              void setTarget(Number(event.target.value)).then((outcome) => outcome.ok && setEditing(false))
            }
          >
            {TARGETS.map((ml) => (
              <option key={ml} value={ml}>
                {t('diary.water.litres', { value: litres(ml, lang) })}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  );
}
