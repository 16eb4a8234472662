import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-dialog';
import { changePassword, reauthenticate } from '../../lib/auth';
import { accountAuthError, isDismissal } from './account-auth-errors';

/** The shortest password Firebase Auth accepts. */
const MIN_PASSWORD_LENGTH = 6;

/**
 * A dialog whose form runs `action` on submit: one run at a time, its failure shown under the form (the
 * provider's common codes in the app's words), everything typed cleared when the dialog closes.
 */
function useAccountForm(open: boolean, reset: () => void) {
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

function AccountFormDialog({
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

function PasswordField({
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
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        value={value}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Current password, then the new one; the account is re-authenticated with the current one first. */
export function ChangePasswordDialog({
  open,
  onDone,
  onClose,
}: {
  open: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const form = useAccountForm(open, resetBoth);

  function resetBoth() {
    setCurrent('');
    setNext('');
  }

  const submit = () => {
    if (next.length < MIN_PASSWORD_LENGTH) {
      form.setError(t('settings.password.tooShort', { count: MIN_PASSWORD_LENGTH }));
      return;
    }
    void form.run(async () => {
      await changePassword(current, next);
      onDone();
    });
  };

  return (
    <AccountFormDialog
      open={open}
      formId="change-password-form"
      title={t('settings.password.title')}
      submitLabel={t('settings.password.submit')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <PasswordField
        label={t('settings.password.current')}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        describedBy={form.describedBy}
      />
      <PasswordField
        label={t('settings.password.new')}
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        describedBy={form.describedBy}
      />
    </AccountFormDialog>
  );
}

/**
 * Says what deleting the account removes, and confirms the account holder: with the password for a
 * password account, with Google otherwise. `onConfirmed` then deletes.
 */
export function DeleteAccountDialog({
  open,
  needsPassword,
  onConfirmed,
  onClose,
}: {
  open: boolean;
  needsPassword: boolean;
  onConfirmed: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const form = useAccountForm(open, clearPassword);

  function clearPassword() {
    setPassword('');
  }

  const submit = () => {
    if (needsPassword && !password) {
      form.setError(t('settings.password.wrong'));
      return;
    }
    void form.run(async () => {
      await reauthenticate(needsPassword ? password : undefined);
      // Deleting reports its own failure (a toast); only the re-authentication is shown here.
      await onConfirmed().catch(() => {});
    });
  };

  return (
    <AccountFormDialog
      open={open}
      formId="delete-account-form"
      title={t('settings.deleteAccount.title')}
      submitLabel={t('settings.deleteAccount.confirm')}
      danger
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('settings.deleteAccount.intro')}</p>
      <ul className="delete-account__list">
        <li>{t('settings.deleteAccount.profile')}</li>
        <li>{t('settings.deleteAccount.meals')}</li>
        <li>{t('settings.deleteAccount.lists')}</li>
        <li>{t('settings.deleteAccount.invites')}</li>
      </ul>
      <p>{t('settings.deleteAccount.final')}</p>
      {needsPassword && (
        <PasswordField
          label={t('settings.deleteAccount.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          describedBy={form.describedBy}
        />
      )}
    </AccountFormDialog>
  );
}
