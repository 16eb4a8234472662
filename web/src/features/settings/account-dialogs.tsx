// Settings' account dialogs: changing the password, and deleting the account once its holder is confirmed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword, reauthenticate } from '../../lib/auth';
import { AccountFormDialog, PasswordField, useAccountForm } from './account-form-dialog';

/** The shortest password Firebase Auth accepts. */
const MIN_PASSWORD_LENGTH = 6;

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
