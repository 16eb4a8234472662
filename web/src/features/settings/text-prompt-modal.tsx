import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../components/input-field';
import { Modal } from '../../components/modal';

export interface TextPromptModalProps {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialValue?: string;
  type?: 'text' | 'email';
  /** A refusal of the last submit, shown under the field; the typed value stays for a correction. */
  error?: string | null;
  /** While the submit is being answered: the send button waits. */
  pending?: boolean;
  onSubmit: (value: string) => void;
  /** The value was edited (a shown error no longer applies). */
  onEdit?: () => void;
  onClose: () => void;
}

/** A one-field modal (create list, rename, invite). A blank value does nothing. */
export function TextPromptModal({
  open,
  title,
  label,
  submitLabel,
  initialValue = '',
  type = 'text',
  error = null,
  pending = false,
  onSubmit,
  onEdit,
  onClose,
}: TextPromptModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initialValue);

  useEffect(() => {
    if (open) setValue(initialValue);
  }, [open, initialValue]);

  const blank = value.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !pending) onSubmit(value.trim());
  };

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <InputField
          id={inputId}
          label={label}
          type={type}
          inputMode={type === 'email' ? 'email' : undefined}
          autoComplete={type === 'email' ? 'email' : 'off'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            onEdit?.();
          }}
        >
          {error && (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          )}
        </InputField>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={blank || pending}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
