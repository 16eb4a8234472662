import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../hooks/use-callable-action';
import { refreshVerification, sendVerificationEmail } from '../../lib/auth';

/**
 * For an account whose e-mail is not verified yet: invitations can be neither seen, sent nor accepted
 * until it is. "Resend" mails the link again; "I've verified" reads the account again after the user
 * followed the link (in another tab or on another device).
 */
export function VerifyEmailBanner({ email, inviteWaiting }: { email: string; inviteWaiting: boolean }) {
  const { t } = useTranslation();
  const { busy, run } = useCallableAction();
  const [notYet, setNotYet] = useState(false);

  // The link is usually followed in another tab or app: coming back to this page reads the account again,
  // quietly (a failure here is not the user's action to report).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshVerification().catch(() => {});
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const check = async () => {
    setNotYet(false);
    const outcome = await run('checkVerification', () => refreshVerification());
    if (outcome.ok && !outcome.value) setNotYet(true);
  };

  return (
    <section className="banner banner--info verify-banner" aria-labelledby="verify-banner-title">
      <h2 id="verify-banner-title" className="verify-banner__title">
        {t('settings.verify.title')}
      </h2>
      <p>{t(inviteWaiting ? 'settings.verify.messageInvite' : 'settings.verify.message', { email })}</p>
      {notYet && (
        <p className="verify-banner__not-yet" role="alert">
          {t('settings.verify.notYet')}
        </p>
      )}
      <div className="row">
        <button type="button" className="button button--primary" disabled={busy} onClick={check}>
          {t('settings.verify.done')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            run('sendVerification', () => sendVerificationEmail(), { success: 'settings.verify.sent' })
          }
        >
          {t('settings.verify.resend')}
        </button>
      </div>
    </section>
  );
}
