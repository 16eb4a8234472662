// "Add by barcode" under "Add a food" and in "+ Add food": the user points the camera at the bars (where the
// browser can open it), photographs them, or types the digits; lookupBarcode answers with the product (name,
// brand, kcal per 100 g), added with its barcode so the server takes the product's figures (the grams: one
// serving as the pack states it, else 100). A code no product has, or a failed lookup, says so and offers
// to add the food by name for an estimate instead.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BARCODE_NOT_READ,
  INVALID_BARCODE,
  useBarcodeLookup,
} from '../../nutrition/hooks/use-barcode-lookup';
import { BarcodeCodeForm, BarcodeProductForm } from './barcode-forms';
import { BarcodeViewfinder } from './barcode-viewfinder';
import { PhotoButton } from './pack-entry-fields';

const DEFAULT_GRAMS = 100;

/** Whether this browser can open a camera for the live scanner (it needs a secure page, as every real one is). */
const canFilm = () => typeof navigator.mediaDevices?.getUserMedia === 'function';

interface Props {
  busy: boolean;
  /** Adds the product as a row; resolves true once the server has it. */
  onAdd: (name: string, grams: string, barcode: string) => Promise<boolean>;
  /** Takes the user to "Add a food", to add the food by name for an estimate. */
  onEstimate: () => void;
  /** Open at once (in "+ Add food", where the user chose the barcode already). */ startOpen?: boolean;
}

export function BarcodeEntry({ busy, onAdd, onEstimate, startOpen = false }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const lookup = useBarcodeLookup();
  const { product, problem } = lookup;
  const [open, setOpen] = useState(startOpen);
  const [code, setCode] = useState('');
  const [grams, setGrams] = useState('');
  const [live, setLive] = useState(false);

  const close = () => {
    lookup.reset();
    setOpen(false);
    setLive(false);
    setCode('');
    setGrams('');
  };

  if (!open) {
    return (
      <button
        type="button"
        className="button button--link meal-rows__barcode-open"
        onClick={() => setOpen(true)}
      >
        {t('diary.barcodeEntry.open')}
      </button>
    );
  }

  const lookUp = async (digits: string) => {
    const found = await lookup.find(digits);
    if (found)
      setGrams(
        new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: false }).format(
          found.servingGrams ?? DEFAULT_GRAMS,
        ),
      );
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(code);
  };

  // Digits read from the camera's picture or from a photo fill the field and are looked up.
  const read = (digits: string) => {
    setLive(false);
    setCode(digits);
    void lookUp(digits);
  };
  const scan = async (image: Blob) => {
    const digits = await lookup.scan(image);
    if (digits) read(digits);
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (product && (await onAdd(product.name, grams, product.code))) close();
  };

  return (
    <div className="meal-rows__barcode">
      <BarcodeCodeForm
        code={code}
        onCode={setCode}
        onSubmit={find}
        busy={lookup.busy}
        disabled={lookup.busy || lookup.scanning}
      />
      {live ? (
        <BarcodeViewfinder onCode={read} onClose={() => setLive(false)} />
      ) : (
        <div className="meal-rows__barcode-scans">
          {canFilm() && (
            <button
              type="button"
              className="button button--ghost"
              disabled={lookup.scanning || lookup.busy}
              onClick={() => setLive(true)}
            >
              {t('diary.barcodeEntry.scanLive')}
            </button>
          )}
          <PhotoButton
            className="button button--ghost"
            busy={lookup.scanning}
            disabled={lookup.scanning || lookup.busy}
            onPhoto={(photo) => void scan(photo)}
          >
            {lookup.scanning ? t('diary.barcodeEntry.scanning') : t('diary.barcodeEntry.scan')}
          </PhotoButton>
        </div>
      )}
      {problem && (
        <div role="alert" className="meal-rows__barcode-problem">
          <p className="form-error">{t(problem)}</p>
          {problem !== INVALID_BARCODE && problem !== BARCODE_NOT_READ && (
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                close();
                onEstimate();
              }}
            >
              {t('diary.barcodeEntry.estimate')}
            </button>
          )}
        </div>
      )}
      {product && (
        <BarcodeProductForm product={product} grams={grams} onGrams={setGrams} busy={busy} onSubmit={add} />
      )}
      <button type="button" className="button button--link meal-rows__barcode-close" onClick={close}>
        {t('diary.barcodeEntry.close')}
      </button>
    </div>
  );
}
