import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../domains/account/hooks/use-profile';
import {
  closeProfilePrompt,
  markNewAccount,
  profilePromptPending,
} from '../../domains/account/profile-prompt';
import { setLanguage } from '../../lib/i18n';
import { emptyProfile as empty, maleProfile, withProfile } from '../../testing/fake-profile';
import { renderWithApp } from '../../testing/render';
import { ProfilePrompt } from './components/profile-prompt';

vi.mock('../../hooks/use-auth', () => import('../../testing/fake-auth'));
vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/fake-profile'));

const complete: Profile = { ...maleProfile, gender: 'female' };

describe('the first-screen profile prompt', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('greets a new account with what a complete profile unlocks and a link to Settings', async () => {
    markNewAccount('u1');
    withProfile(empty);
    await renderWithApp(<ProfilePrompt />);
    expect(screen.getByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    expect(screen.getByText(/unlock Health and your daily calorie targets/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete profile' })).toHaveAttribute('href', '/settings');
  });

  it('is dismissed for good once closed', async () => {
    markNewAccount('u1');
    withProfile(empty);
    const user = userEvent.setup();
    const { unmount } = await renderWithApp(<ProfilePrompt />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('heading', { name: 'Complete your profile' })).not.toBeInTheDocument();
    unmount();
    await renderWithApp(<ProfilePrompt />);
    expect(screen.queryByRole('heading', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });

  it('goes away for good once the profile is complete', async () => {
    markNewAccount('u1');
    withProfile(complete);
    await renderWithApp(<ProfilePrompt />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(profilePromptPending('u1')).toBe(false);
  });

  it('never shows for an existing account', async () => {
    withProfile(empty);
    await renderWithApp(<ProfilePrompt />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    closeProfilePrompt('u1');
    expect(profilePromptPending('u1')).toBe(false);
  });

  it('speaks the user language (Danish)', async () => {
    markNewAccount('u1');
    withProfile(empty);
    await renderWithApp(<ProfilePrompt />);
    await setLanguage('da');
    expect(await screen.findByRole('heading', { name: 'Udfyld din profil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Udfyld profil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skjul' })).toBeInTheDocument();
    await setLanguage('en');
  });
});
