import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../components/input-field';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Sets aria-invalid; left out, the input carries no such attribute. */
  invalid?: boolean;
}

/** The labelled e-mail input of the sign-in form and of the password-reset dialog. */
export function EmailField({ value, onChange, invalid }: EmailFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <InputField
      id={id}
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid}
    />
  );
}
