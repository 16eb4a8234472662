// Stands in for domains/account/hooks/use-profile: the real module but for the profile, which each test
// gives with `withProfile` (u1's, see fake-auth.ts). In a test file:
//   vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/fake-profile'));
import { readUser } from '@shared/documents';
import { vi } from 'vitest';
import type * as ProfileModule from '../domains/account/hooks/use-profile';
import type { Profile } from '../domains/account/hooks/use-profile';

const actual = await vi.importActual<typeof ProfileModule>('../domains/account/hooks/use-profile');
export const { ProfileProvider, activityLevels } = actual;

export const useProfile = vi.fn<typeof actual.useProfile>();

/** The profile every screen reads from now on; null while it loads. */
export function withProfile(profile: Profile | null) {
  useProfile.mockReturnValue({ profile, loading: profile === null, error: null });
}

/** u1 before filling in the profile. */
export const emptyProfile: Profile = { ...readUser({}), id: 'u1' };

/** Male, 180 cm, 80 kg, 30 years, no activity level: maintain 2,608 kcal, protein 64 g. */
export const maleProfile: Profile = { ...emptyProfile, age: 30, height: 180, weight: 80, gender: 'male' };
