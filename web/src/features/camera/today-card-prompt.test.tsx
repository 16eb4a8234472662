// Right after sign-up the camera screen asks once to complete the profile: while the prompt shows, the
// today card does not ask again; once the prompt is dismissed, the card's own hint comes back.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { closeProfilePrompt, markNewAccount } from '../../domains/account/profile-prompt';
import { emptyProfile as empty, withProfile } from '../../testing/fake-profile';
import { renderWithApp } from '../../testing/render';
import { TodayCard } from './components/today-card';

vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
vi.mock('../../hooks/use-auth', () => import('../../testing/fake-auth'));
vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/fake-profile'));

afterEach(() => localStorage.clear());

it('leaves the request to the prompt while it shows, and asks itself once it is dismissed', async () => {
  withProfile({ ...empty, height: 180 });
  markNewAccount('u1');
  await renderWithApp(<TodayCard />);
  const hint = 'Add your height, weight, age and gender in Settings to see your daily target.';
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Go to Settings' })).not.toBeInTheDocument();
  act(() => closeProfilePrompt('u1'));
  expect(screen.getByText(hint)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
});
