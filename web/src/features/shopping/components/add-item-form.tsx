import { limits } from '@shared/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function AddItemForm({ onAdd }: { onAdd: (name: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    // Cleared at once so the next item can be typed; restored if the server refused it.
    setName('');
    if (!(await onAdd(trimmed))) setName((current) => current || trimmed);
  };

  return (
    <form className="add-item-form" onSubmit={submit}>
      <label htmlFor="add-item" className="visually-hidden">
        {t('shopping.addItemLabel')}
      </label>
      <input
        id="add-item"
        className="input"
        value={name}
        maxLength={limits.nameChars}
        autoComplete="off"
        placeholder={t('shopping.addItemPlaceholder')}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={!name.trim()}>
        {t('shopping.addItem')}
      </button>
    </form>
  );
}
