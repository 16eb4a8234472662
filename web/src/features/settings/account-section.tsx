import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { useCallableAction } from '../../hooks/use-callable-action';
import { signOut } from '../../lib/auth';
import { settingsApi } from './settings-api';

export function AccountSection({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { busy, run } = useCallableAction();
  const [confirmClear, setConfirmClear] = useState(false);

  const clearHistory = async () => {
    setConfirmClear(false);
    await run('clearHistory', () => settingsApi.clearHistory(), { success: 'settings.historyCleared' });
  };

  return (
    <section className="card" aria-labelledby="settings-account-title">
      <h2 id="settings-account-title">{t('settings.accountTitle')}</h2>
      <dl className="account">
        <dt>{t('settings.accountEmail')}</dt>
        <dd>{email}</dd>
      </dl>
      <div className="stack">
        <button
          type="button"
          className="button button--block"
          onClick={() => run('signOut', () => signOut())}
        >
          {t('auth.signOut')}
        </button>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => setConfirmClear(true)}
        >
          {t('settings.clearHistory')}
        </button>
      </div>
      <ConfirmDialog
        open={confirmClear}
        title={t('settings.clearHistoryTitle')}
        message={t('settings.clearHistoryMessage')}
        confirmLabel={t('settings.clearHistoryConfirm')}
        danger
        onConfirm={clearHistory}
        onCancel={() => setConfirmClear(false)}
      />
      <ProcessingOverlay open={busy} label={t('common.processing')} />
    </section>
  );
}
