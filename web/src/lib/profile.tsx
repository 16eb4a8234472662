// The signed-in user's profile (users/{uid}), live. ensureProfile runs once per sign-in before the
// subscription so a brand-new account has its document (and default list) when screens read it.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useAuth } from './auth';
import { call } from './callable';
import { subscribeDoc } from './firestore';
import { browserLanguage, currentLanguage, isLanguage, setLanguage } from './i18n';

export type Gender = 'male' | 'female' | 'other';
export type MeasurementSystem = 'metric' | 'imperial';
export const activityLevels = ['sedentary', 'light', 'moderate', 'active', 'veryActive'] as const;
export type ActivityLevel = (typeof activityLevels)[number];

export interface Profile {
  id: string;
  email?: string;
  name?: string | null;
  displayName?: string | null;
  gender?: Gender | '' | null;
  age?: number | null;
  height?: number | null;
  weight?: number | null;
  measurementSystem?: MeasurementSystem | null;
  language?: string | null;
  activityLevel?: ActivityLevel | '' | null;
  shoppingLists?: string[];
  createdAt?: Date;
  lastLogin?: Date;
  lastUpdated?: Date;
}

export interface ProfileState {
  profile: Profile | null;
  loading: boolean;
  error: Error | null;
}

const ProfileContext = createContext<ProfileState>({ profile: null, loading: true, error: null });

export function ProfileProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [state, setState] = useState<ProfileState>({ profile: null, loading: true, error: null });

  useEffect(() => {
    if (!uid) {
      setState({ profile: null, loading: false, error: null });
      return;
    }
    setState({ profile: null, loading: true, error: null });
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const subscribe = () => {
      unsubscribe = subscribeDoc<Omit<Profile, 'id'>>(
        `users/${uid}`,
        (profile) => setState({ profile, loading: false, error: null }),
        (error) => setState((previous) => ({ ...previous, loading: false, error })),
      );
    };
    const hint = browserLanguage();
    call('ensureProfile', hint ? { language: hint } : {})
      .catch((error: unknown) => console.error('ensureProfile failed', error))
      .finally(() => {
        if (active) subscribe();
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [uid]);

  // The profile's language wins over the stored choice and the browser's language.
  const language = state.profile?.language;
  useEffect(() => {
    if (isLanguage(language) && language !== currentLanguage()) void setLanguage(language);
  }, [language]);

  const value = useMemo(() => state, [state]);
  return <ProfileContext.Provider value={value}>{children}</ProfileContext.Provider>;
}

export function useProfile(): ProfileState {
  return useContext(ProfileContext);
}
