import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';

export interface TextPromptModalProps {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialValue?: string;
  type?: 'text' | 'email';
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/** A one-field modal (create list, rename, invite). SPEC 5: a blank value does nothing. */
export function TextPromptModal({
  open,
  title,
  label,
  submitLabel,
  initialValue = '',
  type = 'text',
  onSubmit,
  onClose,
}: TextPromptModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [value, setValue] = useState(initialValue);

  useEffect(() => {
    if (open) setValue(initialValue);
  }, [open, initialValue]);

  const blank = value.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSubmit(value.trim());
  };

  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={inputId}>{label}</label>
          <input
            id={inputId}
            type={type}
            inputMode={type === 'email' ? 'email' : undefined}
            autoComplete={type === 'email' ? 'email' : 'off'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={blank}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
