import { useTranslation } from 'react-i18next';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth';
import { useInviteEmail } from '../../lib/pending-invites';
import { useProfile } from '../../lib/profile';
import { AccountSection } from './account-section';
import { InvitesSection } from './invites-section';
import { ListsSection } from './lists-section';
import { ProfileForm } from './profile-form';
import { useInviteLink } from './use-invite-link';
import './settings.css';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { profile, loading } = useProfile();
  const inviteLink = useInviteLink();
  const email = useInviteEmail();

  return (
    <div className="settings">
      <h1 className="page-title">{t('settings.title')}</h1>
      {inviteLink.kind === 'failed' && (
        <div className="banner banner--error" role="alert">
          <strong>{t('settings.inviteLinkFailed')}</strong> {inviteLink.message}
        </div>
      )}
      <InvitesSection email={email} />
      {loading ? (
        <div className="route-loading">
          <Spinner label={t('common.loading')} />
        </div>
      ) : (
        <ProfileForm profile={profile} />
      )}
      {user && <ListsSection uid={user.uid} />}
      <AccountSection email={email} />
      <ProcessingOverlay open={inviteLink.kind === 'accepting'} label={t('settings.acceptingInvite')} />
    </div>
  );
}
