// Settings' account section: the address (and whether it is verified), sign out, change the password,
// export the data, clear the history and delete the account, each asked first where it cannot be undone.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { useToast } from '../../hooks/use-toast';
import { ChangePasswordDialog, DeleteAccountDialog } from './account-dialogs';
import { useAccountActions } from './use-account-actions';

const TONE_CLASS = { plain: '', ghost: ' button--ghost', danger: ' button--danger' };

/** One of the account's full-width actions. */
function AccountAction({
  tone = 'ghost',
  onClick,
  children,
}: {
  tone?: keyof typeof TONE_CLASS;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`button${TONE_CLASS[tone]} button--block`} onClick={onClick}>
      {children}
    </button>
  );
}

export function AccountSection({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const {
    user,
    busy,
    dialog,
    setDialog,
    close,
    hasPassword,
    waiting,
    leave,
    clearHistory,
    exportData,
    deleteAccount,
  } = useAccountActions();

  return (
    <section className="card" aria-labelledby="settings-account-title">
      <h2 id="settings-account-title">{t('settings.accountTitle')}</h2>
      <dl className="account">
        <dt>{t('settings.accountEmail')}</dt>
        <dd>
          {email}
          {user && !user.emailVerified && <span className="muted"> · {t('settings.verify.unverified')}</span>}
        </dd>
      </dl>
      <div className="stack">
        <AccountAction
          tone="plain"
          // Changes made offline that never reached the server are lost with the account's data here.
          onClick={() => (waiting > 0 ? setDialog('signOut') : leave())}
        >
          {t('auth.signOut')}
        </AccountAction>
        {hasPassword && (
          <AccountAction onClick={() => setDialog('password')}>{t('settings.password.change')}</AccountAction>
        )}
        <AccountAction onClick={exportData}>{t('settings.exportData')}</AccountAction>
        <AccountAction onClick={() => setDialog('clearHistory')}>{t('settings.clearHistory')}</AccountAction>
      </div>
      <div className="account__danger">
        <AccountAction tone="danger" onClick={() => setDialog('delete')}>
          {t('settings.deleteAccount.open')}
        </AccountAction>
      </div>
      <ConfirmDialog
        open={dialog === 'clearHistory'}
        title={t('settings.clearHistoryTitle')}
        message={t('settings.clearHistoryMessage')}
        confirmLabel={t('settings.clearHistoryConfirm')}
        danger
        onConfirm={clearHistory}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'signOut'}
        title={t('settings.signOutPending.title')}
        message={t('settings.signOutPending.message', { count: waiting })}
        confirmLabel={t('settings.signOutPending.confirm')}
        danger
        onConfirm={leave}
        onCancel={close}
      />
      <ChangePasswordDialog
        open={dialog === 'password'}
        onDone={() => {
          close();
          toast.show(t('settings.password.changed'), { tone: 'success' });
        }}
        onClose={close}
      />
      <DeleteAccountDialog
        open={dialog === 'delete'}
        needsPassword={hasPassword}
        onConfirmed={deleteAccount}
        onClose={close}
      />
      <ProcessingOverlay open={busy} label={t('common.processing')} />
    </section>
  );
}
