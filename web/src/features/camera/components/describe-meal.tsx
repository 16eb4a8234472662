import { limits } from '@shared/limits';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { formatNumber } from '../../../lib/i18n';

interface Props {
  busy: boolean;
  /** The translated failure of the last attempt, shown under the text (the text stays to be fixed). */
  error: string | null;
  onSubmit: (description: string) => void;
  onBack: () => void;
}

/** Longest description the server takes (after trimming). */
const MAX_CHARS = limits.mealTextChars;

/**
 * "Describe what you ate": a meal logged from words, without a photo. A counter under the field shows the
 * length against the limit; a longer text is kept as typed (pasted) and refused with a message, never cut
 * short without a word.
 */
export function DescribeMeal({ busy, error, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const tooLong = text.trim().length > MAX_CHARS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setEmpty(true);
      return;
    }
    if (tooLong) return;
    onSubmit(text.trim());
  };
  const message = empty ? t('diary.describe.required') : tooLong ? t('history.mealTextTooLong') : error;
  const described = [`${id}-count`, ...(message ? [`${id}-error`] : [])].join(' ');
  return (
    <section className="capture-start describe-meal" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('diary.describe.title')}</h1>
      <form className="field" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-text`}>{t('diary.describe.label')}</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          placeholder={t('diary.describe.placeholder')}
          aria-invalid={message !== null}
          aria-describedby={described}
          onChange={(e) => {
            setText(e.target.value);
            setEmpty(false);
          }}
        />
        <p
          id={`${id}-count`}
          className={`describe-meal__count${tooLong ? ' describe-meal__count--over' : ''}`}
        >
          {t('diary.describe.count', { length: formatNumber(text.length), max: formatNumber(MAX_CHARS) })}
        </p>
        {message && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {message}
          </p>
        )}
        <FormActions
          className="describe-meal__actions"
          leaveLabel={t('diary.describe.back')}
          onLeave={onBack}
          submitLabel={busy ? t('diary.describe.working') : t('diary.describe.submit')}
          busy={busy}
        />
      </form>
    </section>
  );
}
