import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { accountApi } from '../../domains/account/account-api';
import { diaryApi } from '../../domains/diary/diary-api';
import { useAuth } from '../../hooks/use-auth';
import { useCallableAction } from '../../hooks/use-callable-action';
import { useToast } from '../../hooks/use-toast';
import { currentProviders, signOut } from '../../lib/auth';
import { outboxFor } from '../../lib/outbox-browser';
import { ChangePasswordDialog, DeleteAccountDialog } from './account-dialogs';

type Dialog = 'clearHistory' | 'password' | 'delete' | 'signOut' | null;

const noSubscription = () => () => {};

/** How many shopping changes of the account still wait to reach the server (a sign-out discards them). */
function useWaitingChanges(uid: string | null): number {
  const outbox = uid ? outboxFor(uid) : null;
  return useSyncExternalStore(
    outbox ? (listener) => outbox.subscribe(listener) : noSubscription,
    () => outbox?.snapshot().pending.length ?? 0,
  );
}

/** Saves `data` as a JSON file through the browser's download. */
function download(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
  const { user } = useAuth();
  const { busy, run } = useCallableAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // Read on every render: the providers are known once the user is (they come with the Auth SDK).
  const hasPassword = user !== null && currentProviders().includes('password');
  const waiting = useWaitingChanges(user?.uid ?? null);
  const leave = () => {
    close();
    void run('signOut', () => signOut());
  };

  const clearHistory = async () => {
    close();
    await run('clearHistory', () => diaryApi.clearHistory(), { success: 'settings.historyCleared' });
  };

  const exportData = async () => {
    const outcome = await run('exportData', () => accountApi.exportData(), {
      success: 'settings.exportReady',
    });
    if (outcome.ok) download(outcome.value, `meal-assistant-${outcome.value.exportedAt.slice(0, 10)}.json`);
  };

  const deleteAccount = async () => {
    const outcome = await run('deleteAccount', () => accountApi.deleteAccount());
    if (!outcome.ok) return;
    close();
    toast.show(t('settings.deleteAccount.done'), { tone: 'success' });
    await signOut();
  };

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
