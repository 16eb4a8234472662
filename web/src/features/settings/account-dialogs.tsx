import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { changePassword, reauthenticate } from '../../lib/auth';
import { accountAuthError, isDismissal } from './account-auth-errors';

/** The shortest password Firebase Auth accepts. */
const MIN_PASSWORD_LENGTH = 6;

function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const read = accountAuthError(error);
    return 'key' in read ? t(read.key) : read.message;
  };
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
  const errorText = useErrorText();
  const errorId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (open) return;
    setCurrent('');
    setNext('');
    setError(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (next.length < MIN_PASSWORD_LENGTH) {
      setError(t('settings.password.tooShort', { count: MIN_PASSWORD_LENGTH }));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await changePassword(current, next);
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('settings.password.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form="change-password-form"
            className="button button--primary"
            disabled={pending}
          >
            {t('settings.password.submit')}
          </button>
        </>
      }
    >
      <form id="change-password-form" onSubmit={submit} noValidate>
        <PasswordField
          label={t('settings.password.current')}
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          describedBy={error ? errorId : undefined}
        />
        <PasswordField
          label={t('settings.password.new')}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          describedBy={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
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
  const errorText = useErrorText();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (open) return;
    setPassword('');
    setError(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (needsPassword && !password) {
      setError(t('settings.password.wrong'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await reauthenticate(needsPassword ? password : undefined);
    } catch (failure) {
      setPending(false);
      if (!isDismissal(failure)) setError(errorText(failure));
      return;
    }
    try {
      await onConfirmed();
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('settings.deleteAccount.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form="delete-account-form"
            className="button button--danger"
            disabled={pending}
          >
            {t('settings.deleteAccount.confirm')}
          </button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={submit} noValidate>
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
            describedBy={error ? errorId : undefined}
          />
        )}
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
