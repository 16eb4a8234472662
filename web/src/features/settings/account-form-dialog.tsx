// The frame of Settings' account dialogs (changing the password, deleting the account): a form in a
// confirmation modal that runs one action at a time, shows its failure in the app's words under the form,
// and forgets what was typed when it closes; and the password field they share.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-dialog';
import { InputField } from '../../components/input-field';
import { accountAuthError, isDismissal } from './account-auth-errors';

/**
 * A dialog whose form runs `action` on submit: one run at a time, its failure shown under the form (the
 * provider's common codes in the app's words), everything typed cleared when the dialog closes.
 */
export function useAccountForm(open: boolean, reset: () => void) {
  const { t } = useTranslation();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const resetRef = useRef(reset);
  resetRef.current = reset;

  useEffect(() => {
    if (open) return;
    resetRef.current();
    setError(null);
  }, [open]);

  /** Runs `action` unless one is running; a thrown failure (not a closed Google window) is shown. */
  const run = async (action: () => Promise<void>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (!isDismissal(failure)) {
        const read = accountAuthError(failure);
        setError('key' in read ? t(read.key) : read.message);
      }
    } finally {
      setPending(false);
    }
  };
  return { error, setError, pending, run, errorId, describedBy: error ? errorId : undefined };
}

export function AccountFormDialog({
  open,
  formId,
  title,
  submitLabel,
  danger = false,
  form,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  formId: string;
  title: string;
  submitLabel: string;
  danger?: boolean;
  form: ReturnType<typeof useAccountForm>;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ConfirmModal
      open={open}
      title={title}
      confirmLabel={submitLabel}
      onCancel={onClose}
      danger={danger}
      form={formId}
      disabled={form.pending}
    >
      <form id={formId} onSubmit={submit} noValidate>
        {children}
        {form.error && (
          <p id={form.errorId} className="field__error" role="alert">
            {form.error}
          </p>
        )}
      </form>
    </ConfirmModal>
  );
}

export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}) {
  const id = useId();
  return (
    <InputField
      id={id}
      label={label}
      type="password"
      value={value}
      autoComplete={autoComplete}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
