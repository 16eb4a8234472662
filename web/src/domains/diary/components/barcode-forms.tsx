// The two forms of "Add by barcode": the digits typed to look up, and the product found with the grams to
// add (one serving as the pack states it, else 100, as the user may change), in ml for a drink.
import type { BarcodeProduct } from '@shared/nutrition/contracts';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/input-field';
import { formatCalories } from '../../nutrition/components/format-nutrition';
import { GramsToAdd } from './pack-entry-fields';
import { rowAmount } from './row-amount';

interface CodeProps {
  code: string;
  onCode: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** A lookup is on its way. */
  busy: boolean;
  disabled: boolean;
}

export function BarcodeCodeForm({ code, onCode, onSubmit, busy, disabled }: CodeProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  return (
    <form className="meal-rows__barcode-find" onSubmit={onSubmit}>
      <InputField
        id={`${idPrefix}-code`}
        className="field meal-rows__barcode-code"
        label={t('diary.barcodeEntry.label')}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={`${idPrefix}-hint`}
        value={code}
        onChange={(e) => onCode(e.target.value)}
      >
        <p id={`${idPrefix}-hint`} className="muted meal-rows__barcode-hint">
          {t('diary.barcodeEntry.hint')}
        </p>
      </InputField>
      <button type="submit" className="button button--ghost" disabled={disabled}>
        {busy ? t('diary.barcodeEntry.looking') : t('diary.barcodeEntry.lookUp')}
      </button>
    </form>
  );
}

interface ProductProps {
  product: BarcodeProduct;
  grams: string;
  onGrams: (grams: string) => void;
  /** The row is being added. */
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

export function BarcodeProductForm({ product, grams, onGrams, busy, onSubmit }: ProductProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // A drink is shown per 100 ml and added in ml, as its pack gives it.
  const ml = product.unit === 'ml';
  return (
    <form className="meal-rows__barcode-product" onSubmit={onSubmit} data-testid="barcode-product">
      <p className="meal-rows__barcode-name">
        <strong>{product.name}</strong>
        {product.brand && <span className="muted meal-rows__barcode-brand">{product.brand}</span>}
      </p>
      <p className="muted">
        {t(ml ? 'diary.barcodeEntry.per100ml' : 'diary.barcodeEntry.per100g', {
          kcal: formatCalories(product.per100g.calories, lang),
        })}
        {product.servingGrams !== undefined && (
          <span className="meal-rows__barcode-serving">
            {t('diary.barcodeEntry.serving', {
              amount: rowAmount(t, lang, product.servingGrams, product.unit),
            })}
          </span>
        )}
      </p>
      <p className="muted meal-rows__barcode-hint">{t('diary.barcodeEntry.source')}</p>
      <GramsToAdd
        grams={grams}
        onGrams={onGrams}
        unit={product.unit}
        busy={busy}
        addLabel={t('diary.barcodeEntry.add')}
      />
    </form>
  );
}
