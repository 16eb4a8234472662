// "In words" and "Photo" in "+ Add food": what was eaten described ("2 eggs and toast") or photographed,
// estimated by the AI (one call) and logged in the slot.
import { limits } from '@shared/limits';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoButton } from './pack-entry-fields';

interface Props {
  busy: boolean;
  onWords: (text: string) => void;
}

export function DescribeFood({ busy, onWords }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const tooLong = text.trim().length > limits.mealTextChars;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) setEmpty(true);
    else if (!tooLong) onWords(text.trim());
  };
  const problem = empty ? t('diary.describe.required') : tooLong ? t('history.mealTextTooLong') : null;
  return (
    <form className="field add-food__words" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`}>{t('diary.describe.label')}</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        placeholder={t('diary.describe.placeholder')}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setEmpty(false);
        }}
      />
      {problem && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('diary.add.estimating') : t('diary.add.estimate')}
      </button>
    </form>
  );
}

export function PhotoFood({ busy, onPhoto }: { busy: boolean; onPhoto: (photo: Blob) => void }) {
  const { t } = useTranslation();
  return (
    <div className="add-food__photo">
      <p className="muted">{t('diary.add.photoHint')}</p>
      <PhotoButton className="button button--primary" busy={busy} disabled={busy} onPhoto={onPhoto}>
        {busy ? t('diary.add.estimating') : t('diary.add.takePhoto')}
      </PhotoButton>
    </div>
  );
}
