import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { AuthError, resetPassword } from '../../lib/auth';
import { isUnknownAccount, resetErrorKey } from './auth-errors';
import { EmailField } from './email-field';

/** The reset modal closes 3 s after success. */
export const RESET_CLOSE_MS = 3000;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

export function ForgotPasswordModal({
  open,
  initialEmail,
  onClose,
}: {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    if (open) {
      setEmail(initialEmail);
      setStatus({ kind: 'idle' });
    }
  }, [open, initialEmail]);

  useEffect(() => {
    if (status.kind !== 'sent') return;
    const timer = setTimeout(onClose, RESET_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status.kind, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed.includes('@')) {
      setStatus({ kind: 'error', message: t('auth.invalidEmail') });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await resetPassword(trimmed);
      setStatus({ kind: 'sent' });
    } catch (error) {
      if (error instanceof AuthError && isUnknownAccount(error.code)) {
        setStatus({ kind: 'sent' });
        return;
      }
      const key = error instanceof AuthError ? resetErrorKey(error.code) : undefined;
      const message = key ? t(key) : error instanceof AuthError ? error.message : t('common.error');
      setStatus({ kind: 'error', message });
    }
  };

  return (
    <Modal open={open} title={t('auth.resetTitle')} onClose={onClose}>
      {status.kind === 'sent' ? (
        <p className="form-success" role="status">
          {t('auth.resetSent')}
        </p>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <p className="muted">{t('auth.resetIntro')}</p>
          <EmailField value={email} onChange={setEmail} invalid={status.kind === 'error'} />
          {status.kind === 'error' && (
            <p className="form-error" role="alert">
              {status.message}
            </p>
          )}
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? t('auth.sending') : t('auth.sendResetLink')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
