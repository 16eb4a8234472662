import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { Spinner } from '../../components/spinner';
import { useProfile } from '../../domains/account/hooks/use-profile';
import { useAuth } from '../../hooks/use-auth';
import { AccountSection } from './account-section';
import { InvitesSection } from './invites-section';
import { ListsSection } from './lists-section';
import { ProfileForm } from './profile-form';
import { useInviteLink } from './use-invite-link';
import { VerifyEmailBanner } from './verify-email-banner';
import './settings.css';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { profile, loading } = useProfile();
  const inviteLink = useInviteLink();
  const email = user?.email ?? profile?.email ?? null;
  const confirm = inviteLink.kind === 'confirm' ? inviteLink : null;

  return (
    <div className="settings">
      <h1 className="page-title">{t('settings.title')}</h1>
      {user && email && !user.emailVerified && (
        <VerifyEmailBanner email={email} inviteWaiting={inviteLink.kind === 'waitingForVerification'} />
      )}
      {inviteLink.kind === 'failed' && (
        <div className="banner banner--error" role="alert">
          <strong>{t('settings.inviteLinkFailed')}</strong> {inviteLink.message}
        </div>
      )}
      <InvitesSection />
      {loading ? (
        <div className="route-loading">
          <Spinner label={t('common.loading')} />
        </div>
      ) : (
        <ProfileForm profile={profile} />
      )}
      {user && <ListsSection uid={user.uid} />}
      <AccountSection email={email} />
      <ConfirmDialog
        open={confirm !== null}
        title={t('settings.joinTitle')}
        message={
          confirm?.hint
            ? confirm.hint.inviter
              ? t('settings.joinMessage', { inviter: confirm.hint.inviter, name: confirm.hint.listName })
              : t('settings.joinMessageNoInviter', { name: confirm.hint.listName })
            : t('settings.joinMessageUnnamed')
        }
        confirmLabel={t('settings.joinConfirm')}
        onConfirm={() => confirm?.join()}
        onCancel={() => confirm?.dismiss()}
      />
      <ProcessingOverlay open={inviteLink.kind === 'accepting'} label={t('settings.acceptingInvite')} />
    </div>
  );
}
