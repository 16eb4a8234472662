// What Settings' account section does: sign out (asking first when shopping changes still wait to reach
// the server, as a sign-out discards them), export the data as a JSON download, clear the history and
// delete the account; which of its dialogs is open.
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../domains/account/account-api';
import { diaryApi } from '../../domains/diary/diary-api';
import { useAuth } from '../../hooks/use-auth';
import { useCallableAction } from '../../hooks/use-callable-action';
import { useToast } from '../../hooks/use-toast';
import { currentProviders, signOut } from '../../lib/auth';
import { outboxFor } from '../../lib/outbox-browser';

export type AccountDialog = 'clearHistory' | 'password' | 'delete' | 'signOut' | null;

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

export function useAccountActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useAuth();
  const { busy, run } = useCallableAction();
  const [dialog, setDialog] = useState<AccountDialog>(null);
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

  return {
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
  };
}
