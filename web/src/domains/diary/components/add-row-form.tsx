// The form under an entry's rows that adds one by name and grams (the server estimates its figures).
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function AddRowForm({
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
