// The rows of an eaten entry (name, grams, kcal, protein, carbs, fat) and the ways to change them: new
// grams for a row (the server rescales it from its first estimate), remove a row, add one by name and
// grams (the server estimates it), or set a row's four figures by hand. Every change sends the whole row
// list to updateMeal; the totals are always the sum of the rows the server answers with.
import type { CallableResponse } from '@contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../hooks/use-callable-action';
import { mealEdits } from '../../lib/diary';
import { formatCalories, formatGrams } from './format-nutrition';
import './meal-rows.css';

/** A row as stored or as returned: older rows may lack an id or figures. */
export interface MealRow {
  id?: string;
  name: string;
  grams: number;
  calories?: number;
  protein?: number;
  carbs?: number;
  fat?: number;
}

export type MealUpdate = CallableResponse<'updateMeal'>;

/** Highest weight of one row, as the server allows. */
export const MAX_ROW_GRAMS = 5000;
const MAX_FIGURE = { calories: 10_000, protein: 1_000, carbs: 1_000, fat: 1_000 } as const;
const FIGURES = ['calories', 'protein', 'carbs', 'fat'] as const;
type FigureKey = (typeof FIGURES)[number];

/** A number as typed (comma or point decimals); null for anything else. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Row ids as the server names them: older rows without an id go by position. */
const rowId = (row: MealRow, index: number) => row.id ?? `row${index}`;

/** The row as sent when it stays as it is: the server keeps (or rescales) its own figures. */
const keep = (row: MealRow, index: number) => ({ id: rowId(row, index), name: row.name, grams: row.grams });

function sum(rows: readonly MealRow[]) {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const row of rows) for (const key of FIGURES) total[key] += row[key] ?? 0;
  return total;
}

interface EditorProps {
  mealId: string;
  items: readonly MealRow[];
  /** Shows the rows without any way to change them (a shared recipe, a recipe never eaten). */
  readOnly?: boolean;
  /** The server's answer after each change (a screen that does not read the meal live shows it). */
  onUpdated?: (update: MealUpdate) => void;
}

export function MealRowsEditor({ mealId, items, readOnly = false, onUpdated }: EditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { busy, error, run } = useCallableAction({ errors: 'inline' });
  const [inputError, setInputError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const titleId = useId();

  const send = async (rows: Parameters<typeof mealEdits.update>[0]['items']) => {
    setInputError(null);
    const outcome = await run('updateMeal', () => mealEdits.update({ mealId, items: rows }));
    if (outcome.ok) {
      setEditing(null);
      onUpdated?.(outcome.value);
    }
    return outcome.ok;
  };

  const changeGrams = (index: number, text: string) => {
    const grams = parseAmount(text);
    if (grams === null || grams > MAX_ROW_GRAMS) {
      setInputError(t('diary.rows.gramsInvalid', { max: formatGrams(MAX_ROW_GRAMS, lang) }));
      return false;
    }
    const row = items[index];
    if (!row || grams === row.grams) return true;
    void send(items.map((r, i) => (i === index ? { ...keep(r, i), grams } : keep(r, i))));
    return true;
  };

  const remove = (index: number) => void send(items.flatMap((r, i) => (i === index ? [] : [keep(r, i)])));

  const add = async (name: string, gramsText: string) => {
    const grams = parseAmount(gramsText);
    if (!name.trim()) {
      setInputError(t('diary.rows.nameRequired'));
      return false;
    }
    if (grams === null || grams > MAX_ROW_GRAMS) {
      setInputError(t('diary.rows.gramsInvalid', { max: formatGrams(MAX_ROW_GRAMS, lang) }));
      return false;
    }
    return send([...items.map(keep), { name: name.trim(), grams }]);
  };

  const setFigures = async (index: number, figures: Record<FigureKey, string>) => {
    const parsed = {} as Record<FigureKey, number>;
    for (const key of FIGURES) {
      const value = parseAmount(figures[key]);
      if (value === null || value > MAX_FIGURE[key]) {
        setInputError(t('diary.rows.figuresInvalid'));
        return false;
      }
      parsed[key] = value;
    }
    return send(items.map((r, i) => (i === index ? { ...keep(r, i), ...parsed } : keep(r, i))));
  };

  const total = sum(items);
  const message = inputError ?? error?.message ?? null;
  return (
    <section className="meal-rows" aria-labelledby={titleId} aria-busy={busy}>
      <h3 id={titleId} className="meal-rows__title">
        {t('diary.rows.title')}
      </h3>
      <ul className="meal-rows__list">
        {items.map((row, index) => {
          const id = rowId(row, index);
          return (
            <li key={id} className="meal-row" data-testid="meal-row">
              <div className="meal-row__head">
                <span className="meal-row__name">{row.name}</span>
                <span className="meal-row__kcal">
                  {t('diary.rows.kcalValue', { value: formatCalories(row.calories, lang) })}
                </span>
                {!readOnly && items.length > 1 && (
                  <button
                    type="button"
                    className="icon-button meal-row__remove"
                    disabled={busy}
                    onClick={() => remove(index)}
                    aria-label={t('diary.rows.removeNamed', { name: row.name })}
                    title={t('diary.rows.remove')}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                )}
              </div>
              <div className="meal-row__figures">
                {readOnly ? (
                  <span className="meal-row__grams">
                    {t('diary.rows.gramsValue', { value: formatGrams(row.grams, lang) })}
                  </span>
                ) : (
                  <GramsInput
                    key={`${id}:${row.grams}`}
                    name={row.name}
                    grams={row.grams}
                    disabled={busy}
                    onCommit={(text) => changeGrams(index, text)}
                  />
                )}
                <span className="meal-row__macros">
                  {t('diary.rows.macros', {
                    protein: formatGrams(row.protein, lang),
                    carbs: formatGrams(row.carbs, lang),
                    fat: formatGrams(row.fat, lang),
                  })}
                </span>
                {!readOnly && editing !== id && (
                  <button
                    type="button"
                    className="button button--link meal-row__set"
                    disabled={busy}
                    onClick={() => {
                      setInputError(null);
                      setEditing(id);
                    }}
                    aria-label={t('diary.rows.setFiguresNamed', { name: row.name })}
                  >
                    {t('diary.rows.setFigures')}
                  </button>
                )}
              </div>
              {!readOnly && editing === id && (
                <FiguresForm
                  row={row}
                  busy={busy}
                  onSave={(figures) => setFigures(index, figures)}
                  onCancel={() => {
                    setEditing(null);
                    setInputError(null);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p className="meal-rows__total" data-testid="meal-rows-total">
        <span className="meal-rows__total-label">{t('diary.rows.total')}</span>
        <span className="meal-rows__total-kcal">
          {t('diary.rows.kcalValue', { value: formatCalories(total.calories, lang) })}
        </span>
        <span className="meal-rows__total-macros">
          {t('diary.rows.macros', {
            protein: formatGrams(total.protein, lang),
            carbs: formatGrams(total.carbs, lang),
            fat: formatGrams(total.fat, lang),
          })}
        </span>
      </p>
      {!readOnly && <AddRowForm busy={busy} onAdd={add} />}
      {busy && (
        <p className="muted meal-rows__status" role="status">
          {t('diary.rows.saving')}
        </p>
      )}
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}

function GramsInput({
  name,
  grams,
  disabled,
  onCommit,
}: {
  name: string;
  grams: number;
  disabled: boolean;
  onCommit: (text: string) => boolean;
}) {
  const { t, i18n } = useTranslation();
  const shown = formatGrams(grams, i18n.language).replace(/[^\d.,]/g, '');
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    if (text === shown) return;
    setInvalid(!onCommit(text));
  };
  return (
    <label className="meal-row__grams-field">
      <input
        className="input meal-row__grams-input"
        inputMode="decimal"
        value={text}
        disabled={disabled}
        aria-invalid={invalid}
        aria-label={t('diary.rows.gramsOf', { name })}
        onChange={(e) => {
          setText(e.target.value);
          setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <span aria-hidden="true">{t('diary.rows.gramsUnit')}</span>
    </label>
  );
}

function FiguresForm({
  row,
  busy,
  onSave,
  onCancel,
}: {
  row: MealRow;
  busy: boolean;
  onSave: (figures: Record<FigureKey, string>) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState<Record<FigureKey, string>>(() => ({
    calories: String(row.calories ?? ''),
    protein: String(row.protein ?? ''),
    carbs: String(row.carbs ?? ''),
    fat: String(row.fat ?? ''),
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(values);
  };
  return (
    <form className="meal-row__figures-form" onSubmit={submit}>
      <p className="muted meal-row__figures-hint">{t('diary.rows.figuresHint', { name: row.name })}</p>
      <div className="meal-row__figures-grid">
        {FIGURES.map((key) => (
          <div key={key} className="field">
            <label htmlFor={`${idPrefix}-${key}`}>{t(`diary.rows.figureLabel.${key}`)}</label>
            <input
              id={`${idPrefix}-${key}`}
              inputMode="decimal"
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <div className="row meal-row__figures-actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('diary.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('diary.rows.saveFigures')}
        </button>
      </div>
    </form>
  );
}

function AddRowForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (name: string, grams: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [name, setName] = useState('');
  const [grams, setGrams] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd(name, grams)) {
      setName('');
      setGrams('');
    }
  };
  return (
    <form className="meal-rows__add" onSubmit={submit}>
      <div className="field meal-rows__add-name">
        <label htmlFor={`${idPrefix}-name`}>{t('diary.rows.addName')}</label>
        <input
          id={`${idPrefix}-name`}
          value={name}
          maxLength={100}
          placeholder={t('diary.rows.addNamePlaceholder')}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field meal-rows__add-grams">
        <label htmlFor={`${idPrefix}-grams`}>{t('diary.rows.addGrams')}</label>
        <input
          id={`${idPrefix}-grams`}
          inputMode="decimal"
          value={grams}
          onChange={(e) => setGrams(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--ghost meal-rows__add-button" disabled={busy}>
        {t('diary.rows.add')}
      </button>
    </form>
  );
}

interface CorrectionProps {
  mealId: string;
  /** Whether the estimate before the last correction can still be restored (once). */
  canUndo: boolean;
  onUpdated?: (update: MealUpdate, change: 'corrected' | 'undone') => void;
}

/** "Fix it in words": the user's correction goes to the AI with the current estimate; undo restores it once. */
export function MealCorrection({ mealId, canUndo, onUpdated }: CorrectionProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<'corrected' | 'undone' | null>(null);
  const { busy, error, run } = useCallableAction({ errors: 'inline' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!text.trim()) {
      setInvalid(true);
      return;
    }
    const outcome = await run('correctMeal', () => mealEdits.correct(mealId, text.trim()), {
      needsConnection: true,
    });
    if (outcome.ok) {
      setText('');
      setDone('corrected');
      onUpdated?.(outcome.value, 'corrected');
    }
  };

  const undo = async () => {
    setDone(null);
    const outcome = await run('undoMealCorrection', () => mealEdits.undoCorrection(mealId));
    if (outcome.ok) {
      setDone('undone');
      onUpdated?.(outcome.value, 'undone');
    }
  };

  return (
    <form className="meal-correction" onSubmit={submit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={fieldId}>{t('diary.correction.label')}</label>
        <textarea
          id={fieldId}
          rows={2}
          maxLength={500}
          value={text}
          placeholder={t('diary.correction.placeholder')}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${fieldId}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setInvalid(false);
          }}
        />
        {invalid && (
          <p id={`${fieldId}-error`} className="field__error" role="alert">
            {t('diary.correction.required')}
          </p>
        )}
      </div>
      <div className="row meal-correction__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('diary.correction.working') : t('diary.correction.submit')}
        </button>
        {canUndo && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={undo}>
            {t('diary.correction.undo')}
          </button>
        )}
      </div>
      {done && (
        <p className="muted meal-correction__done" role="status">
          {t(done === 'corrected' ? 'diary.correction.corrected' : 'diary.correction.undone')}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
    </form>
  );
}
