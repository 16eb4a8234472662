// Route of a signed-out visitor: log in or sign up with e-mail and password, or with Google; the password
// reset; and, when opened from an invitation e-mail, which list it invites to.
import { readInviteLinkHint } from '@shared/invites/invite-link';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../components/input-field';
import { Spinner } from '../../components/spinner';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { EmailField } from './email-field';
import { ForgotPasswordModal } from './forgot-password-modal';
import { GoogleLogo } from './google-logo';
import { useLoginForm } from './use-login-form';

export default function LoginPage() {
  const { t } = useTranslation();
  const passwordId = useId();
  const { mode, email, setEmail, password, setPassword, error, busy, submit, google, toggleMode } =
    useLoginForm();
  const [resetOpen, setResetOpen] = useState(false);
  const closeReset = useCallback(() => setResetOpen(false), []);
  // Opened from an invitation e-mail: the address stays as it is through sign-in, so Settings accepts
  // the invite once the user is in. The hint is the link's own text, shown and nothing more.
  const [invite] = useState(() =>
    window.location.pathname.replace(/\/+$/, '') === '/settings'
      ? readInviteLinkHint(window.location.search)
      : null,
  );
  useDocumentTitle(mode === 'login' ? t('auth.login') : t('auth.signup'));

  return (
    <main className="login">
      <div className="login__brand">
        <img src="/favicon.svg" alt="" width="64" height="64" />
        <h1>{t('common.appName')}</h1>
        <p className="muted">{t('auth.tagline')}</p>
      </div>
      <div className="card login__card">
        <h2>{mode === 'login' ? t('auth.loginTitle') : t('auth.signupTitle')}</h2>
        {invite && (
          <p className="login__invite">
            {invite.inviter
              ? t('auth.inviteJoin', { inviter: invite.inviter, name: invite.listName })
              : t('auth.inviteJoinList', { name: invite.listName })}
          </p>
        )}
        <form className="stack" onSubmit={submit} noValidate>
          <EmailField value={email} onChange={setEmail} />
          <InputField
            id={passwordId}
            label={t('auth.password')}
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy && <Spinner size={18} />}
            {mode === 'login' ? t('auth.login') : t('auth.signup')}
          </button>
        </form>
        {mode === 'login' && (
          <button
            type="button"
            className="button button--link login__forgot"
            onClick={() => setResetOpen(true)}
          >
            {t('auth.forgotPassword')}
          </button>
        )}
        <div className="login__divider">
          <span>{t('auth.or')}</span>
        </div>
        <button type="button" className="button button--ghost button--block" onClick={google} disabled={busy}>
          <GoogleLogo />
          {t('auth.continueWithGoogle')}
        </button>
      </div>
      <p className="login__switch">
        {mode === 'login' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
        <button type="button" className="button button--link" onClick={toggleMode}>
          {mode === 'login' ? t('auth.switchToSignup') : t('auth.switchToLogin')}
        </button>
      </p>
      <ForgotPasswordModal open={resetOpen} initialEmail={email.trim()} onClose={closeReset} />
    </main>
  );
}
