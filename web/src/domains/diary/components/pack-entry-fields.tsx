// The parts "Add by barcode" and "Scan a nutrition label" share: the photo button and the grams to add.
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A button that takes a photo (the phone's camera, or a picked file) and hands it to onPhoto. */
export function PhotoButton({
  className,
  busy,
  disabled,
  onPhoto,
  children,
}: {
  className: string;
  busy: boolean;
  disabled: boolean;
  onPhoto: (photo: Blob) => void;
  children: ReactNode;
}) {
  return (
    <label className={`${className} meal-rows__barcode-scan${busy ? ' is-busy' : ''}`}>
      {children}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so the same photo can be picked again.
          e.target.value = '';
          if (file) onPhoto(file);
        }}
      />
    </label>
  );
}

/** The grams eaten (ml drunk) and the submit button that adds the row; children are further actions after it. */
export function GramsToAdd({
  grams,
  onGrams,
  busy,
  addLabel,
  unit,
  children,
}: {
  /** 'ml' for a drink. */
  unit?: 'ml' | undefined;
  grams: string;
  onGrams: (grams: string) => void;
  busy: boolean;
  addLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="meal-rows__add-amount">
      <div className="field meal-rows__add-grams">
        <label htmlFor={id}>{unit === 'ml' ? t('diary.rows.addMl') : t('diary.rows.addGrams')}</label>
        <input id={id} inputMode="decimal" value={grams} onChange={(e) => onGrams(e.target.value)} />
      </div>
      <button type="submit" className="button button--ghost meal-rows__add-button" disabled={busy}>
        {addLabel}
      </button>
      {children}
    </div>
  );
}
