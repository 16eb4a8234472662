// Right after sign-up, the first screen says what unlocks Health and the calorie targets: a complete
// profile. Dismissible, and gone for good once closed or once the profile is complete.
import { useEffect, useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CloseIcon } from '../../../components/icons';
import { useProfile } from '../../../domains/account/hooks/use-profile';
import { missingFields } from '../../../domains/account/profile-checks';
import { closeProfilePrompt, profilePromptPending } from '../../../domains/account/profile-prompt';
import { useAuth } from '../../../hooks/use-auth';
import './profile-prompt.css';

export function ProfilePrompt() {
  const { t } = useTranslation();
  const titleId = useId();
  const { user } = useAuth();
  const { profile } = useProfile();
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const uid = user?.uid ?? null;
  const pending = uid !== null && profilePromptPending(uid);
  const complete = profile !== null && missingFields(profile).length === 0;

  useEffect(() => {
    if (uid && pending && complete) closeProfilePrompt(uid);
  }, [uid, pending, complete]);

  if (!uid || !profile || !pending || complete) return null;
  return (
    <aside className="card profile-prompt" aria-labelledby={titleId}>
      <div className="profile-prompt__text">
        <h2 id={titleId}>{t('camera.profilePrompt.title')}</h2>
        <p>{t('camera.profilePrompt.text')}</p>
        <Link to="/settings" className="button button--primary">
          {t('camera.profilePrompt.action')}
        </Link>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('camera.profilePrompt.dismiss')}
        onClick={() => {
          closeProfilePrompt(uid);
          refresh();
        }}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
