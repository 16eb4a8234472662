// "Scan a nutrition label" under "Add a food": a photo of the pack's label is read (useLabelScan), its
// figures per 100 g are shown for the user to check and correct, then added as a row for the grams eaten
// (one serving as the label states it, else 100), marked as read from the label.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/input-field';
import { type LabelReading, useLabelScan } from '../../nutrition/hooks/use-label-scan';
import type { AddFromLabel, FigureKey, LabelFigures } from '../meal-rows';
import { GramsToAdd, PhotoButton } from './pack-entry-fields';
import { FigureFields } from './row-inputs';

const EXTRA_KEYS = ['fiber', 'sugars', 'sodium', 'saturatedFat'] as const;
const DEFAULT_GRAMS = 100;

interface Props {
  busy: boolean;
  onAdd: AddFromLabel;
}

export function LabelEntry({ busy, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const idPrefix = useId();
  const label = useLabelScan();
  const [reading, setReading] = useState<LabelReading | null>(null);
  const [name, setName] = useState('');
  const [grams, setGrams] = useState('');
  const [figures, setFigures] = useState<Record<FigureKey, string>>({
    calories: '',
    protein: '',
    carbs: '',
    fat: '',
  });
  const text = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, useGrouping: false }).format(value);

  const scan = async (photo: Blob) => {
    setReading(null);
    const read = await label.scan(photo);
    if (!read) return;
    setReading(read);
    setName(read.name ?? '');
    setGrams(text(read.servingGrams ?? DEFAULT_GRAMS));
    setFigures({
      calories: text(read.per100g.calories),
      protein: text(read.per100g.protein),
      carbs: text(read.per100g.carbs),
      fat: text(read.per100g.fat),
    });
  };

  const close = () => {
    setReading(null);
    label.reset();
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!reading) return;
    const extras: Partial<LabelFigures> = {};
    for (const key of EXTRA_KEYS) {
      const value = reading.per100g[key];
      if (typeof value === 'number') extras[key] = value;
    }
    // The vitamins and minerals the label prints come along as read.
    if (reading.per100g.micros) extras.micros = reading.per100g.micros;
    if (await onAdd(name, grams, figures, extras)) close();
  };

  return (
    <div className="meal-rows__label">
      <PhotoButton
        className="button button--link"
        busy={label.busy}
        disabled={label.busy}
        onPhoto={(photo) => void scan(photo)}
      >
        {label.busy ? t('diary.labelEntry.reading') : t('diary.labelEntry.open')}
      </PhotoButton>
      {label.problem && (
        <p className="form-error" role="alert">
          {t(label.problem)}
        </p>
      )}
      {reading && (
        <form className="meal-rows__barcode-product" onSubmit={add} data-testid="label-figures">
          <p>
            <strong>{t('diary.labelEntry.title')}</strong>
          </p>
          <p className="muted meal-rows__barcode-hint">{t('diary.labelEntry.hint')}</p>
          <InputField
            id={`${idPrefix}-name`}
            label={t('diary.labelEntry.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <FigureFields
            className="meal-rows__label-figures"
            values={figures}
            onChange={(key, value) => setFigures((current) => ({ ...current, [key]: value }))}
          />
          <GramsToAdd grams={grams} onGrams={setGrams} busy={busy} addLabel={t('diary.labelEntry.add')}>
            <button type="button" className="button button--link" onClick={close}>
              {t('diary.cancel')}
            </button>
          </GramsToAdd>
        </form>
      )}
    </div>
  );
}
