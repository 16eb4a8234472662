// The signed-in user's profile (users/{uid}), live. ensureProfile runs once per sign-in so a brand-new
// account gets its document (and default list). The document is listened to at once: a profile Firestore
// already has (in its cache, on a returning visit) shows without waiting for that call, which is a round
// trip to the functions (seconds on a slow connection, and every screen that needs the profile, such as
// Groceries' lists and the today card, would wait with it). Only while the document does not exist yet is
// the call awaited.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../../hooks/use-auth';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { call } from '../../../lib/callable';
import { browserLanguage, currentLanguage, isLanguage, setLanguage } from '../../../lib/i18n';
import { markNewAccount } from '../profile-prompt';
import { type Profile, profileQuery } from '../queries';

export {
  type ActivityLevel,
  activityLevels,
  type Gender,
  type MeasurementSystem,
} from '@shared/account/profile-values';

/** users/{uid} as read (every field falls back: an unknown language reads as 'en', for example). */
export type { Profile };

export interface ProfileState {
  profile: Profile | null;
  loading: boolean;
  error: Error | null;
}

const ProfileContext = createContext<ProfileState>({ profile: null, loading: true, error: null });

export function ProfileProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  // The uid whose ensureProfile call has settled (succeeded or not): until then a missing document means
  // "not created yet", not "none".
  const [ensured, setEnsured] = useState<string | null>(null);

  useEffect(() => {
    if (!uid) return;
    let active = true;
    const hint = browserLanguage();
    call('ensureProfile', hint ? { language: hint } : {})
      // A brand-new account: the first screen offers to complete the profile.
      .then((result) => {
        if (result?.created) markNewAccount(uid);
      })
      .catch((error: unknown) => console.error('ensureProfile failed', error))
      .finally(() => {
        if (active) setEnsured(uid);
      });
    return () => {
      active = false;
    };
  }, [uid]);

  const live = useLiveQuery(uid ? profileQuery(uid) : null);
  const waiting = uid !== null && ensured !== uid && live.data === null;
  const state = useMemo<ProfileState>(
    () => ({ profile: waiting ? null : live.data, loading: waiting || live.loading, error: live.error }),
    [waiting, live],
  );

  // The profile's language wins over the stored choice and the browser's language.
  const language = state.profile?.language;
  useEffect(() => {
    if (isLanguage(language) && language !== currentLanguage()) void setLanguage(language);
  }, [language]);

  return <ProfileContext.Provider value={state}>{children}</ProfileContext.Provider>;
}

export function useProfile(): ProfileState {
  return useContext(ProfileContext);
}
