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
  const actions = useAccountActions();

  return (
    <section className="card" aria-labelledby="settings-account-title">
      <h2 id="settings-account-title">{t('settings.accountTitle')}</h2>
      <dl className="account">
        <dt>{t('settings.accountEmail')}</dt>
        <dd>
          {email}
          {actions.user && !actions.user.emailVerified && (
            <span className="muted"> · {t('settings.verify.unverified')}</span>
          )}
        </dd>
      </dl>
      <div className="stack">
        <AccountAction
          tone="plain"
          // Changes made offline that never reached the server are lost with the account's data here.
          onClick={() => (actions.waiting > 0 ? actions.setDialog('signOut') : actions.leave())}
        >
          {t('auth.signOut')}
        </AccountAction>
        {actions.hasPassword && (
          <AccountAction onClick={() => actions.setDialog('password')}>
            {t('settings.password.change')}
          </AccountAction>
        )}
        <AccountAction onClick={actions.exportData}>{t('settings.exportData')}</AccountAction>
        <AccountAction onClick={() => actions.setDialog('clearHistory')}>
          {t('settings.clearHistory')}
        </AccountAction>
      </div>
      <div className="account__danger">
        <AccountAction tone="danger" onClick={() => actions.setDialog('delete')}>
          {t('settings.deleteAccount.open')}
        </AccountAction>
      </div>
      <ConfirmDialog
        open={actions.dialog === 'clearHistory'}
        title={t('settings.clearHistoryTitle')}
        message={t('settings.clearHistoryMessage')}
        confirmLabel={t('settings.clearHistoryConfirm')}
        danger
        onConfirm={actions.clearHistory}
        onCancel={actions.close}
      />
      <ConfirmDialog
        open={actions.dialog === 'signOut'}
        title={t('settings.signOutPending.title')}
        message={t('settings.signOutPending.message', { count: actions.waiting })}
        confirmLabel={t('settings.signOutPending.confirm')}
        danger
        onConfirm={actions.leave}
        onCancel={actions.close}
      />
      <ChangePasswordDialog
        open={actions.dialog === 'password'}
        onDone={() => {
          actions.close();
          toast.show(t('settings.password.changed'), { tone: 'success' });
        }}
        onClose={actions.close}
      />
      <DeleteAccountDialog
        open={actions.dialog === 'delete'}
        needsPassword={actions.hasPassword}
        onConfirmed={actions.deleteAccount}
        onClose={actions.close}
      />
      <ProcessingOverlay open={actions.busy} label={t('common.processing')} />
    </section>
  );
}
