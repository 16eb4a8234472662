// "+ Add food" under a slot of a diary day: one sheet with every way to add, the food table's search first
// (favourites and recent foods before anything is typed), then a barcode (typed, filmed or photographed), a
// nutrition label, words, a photo. Whatever is chosen lands in that slot of that day, as a new entry.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { barcodeItem, type Checked, labelItem } from '../food-items';
import { useAddFood } from '../hooks/use-add-food';
import type { MealSlot } from '../meal-slots';
import { BarcodeEntry } from './barcode-entry';
import { DescribeFood, PhotoFood } from './describe-food';
import { FoodPicker } from './food-picker';
import { LabelEntry } from './label-entry';
import './add-food.css';

const WAYS = ['search', 'barcode', 'label', 'words', 'photo'] as const;
type Way = (typeof WAYS)[number];

interface Props {
  day: string;
  slot: MealSlot;
  /** The day as the diary names it ("Today", "Mon 3 Mar"). */
  dayLabel: string;
  onClose: () => void;
}

export function AddFoodSheet({ day, slot, dayLabel, onClose }: Props) {
  const { t } = useTranslation();
  const add = useAddFood(day, slot);
  const [way, setWay] = useState<Way>('search');
  const [problem, setProblem] = useState<string | null>(null);
  const done = (ok: boolean) => {
    if (ok) onClose();
    return ok;
  };
  const send = async (checked: Checked, name: string) => {
    if (!checked.ok) {
      setProblem(t(checked.problem, { max: 5000 }));
      return false;
    }
    setProblem(null);
    return done(await add.foods([checked.item], name));
  };
  const shown = problem ?? add.error;

  return (
    <Modal
      open
      title={t('diary.add.title', { slot: t(`diary.day.slot.${slot}`), day: dayLabel })}
      onClose={onClose}
      actions={
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('diary.add.close')}
        </button>
      }
    >
      <div className="add-food">
        <fieldset className="add-food__ways">
          <legend className="visually-hidden">{t('diary.add.ways')}</legend>
          {WAYS.map((name) => (
            <button
              key={name}
              type="button"
              className={`chip add-food__way${way === name ? ' add-food__way--on' : ''}`}
              aria-pressed={way === name}
              onClick={() => {
                setWay(name);
                setProblem(null);
              }}
            >
              {t(`diary.add.way.${name}`)}
            </button>
          ))}
        </fieldset>
        {way === 'search' && <FoodPicker add={add} onDone={onClose} />}
        {way === 'barcode' && (
          <BarcodeEntry
            startOpen
            busy={add.busy}
            onAdd={(name, grams, barcode) => send(barcodeItem(barcode, grams), name)}
            onEstimate={() => setWay('words')}
          />
        )}
        {way === 'label' && (
          <LabelEntry
            busy={add.busy}
            onAdd={(name, grams, per100g, extras) => send(labelItem(name, grams, per100g, extras), name)}
          />
        )}
        {way === 'words' && (
          <DescribeFood busy={add.busy} onWords={(text) => void add.words(text).then(done)} />
        )}
        {way === 'photo' && (
          <PhotoFood busy={add.busy} onPhoto={(photo) => void add.photo(photo).then(done)} />
        )}
        {shown && (
          <p className="form-error" role="alert">
            {shown}
          </p>
        )}
      </div>
    </Modal>
  );
}
