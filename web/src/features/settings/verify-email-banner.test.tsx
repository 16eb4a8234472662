// Back on the page after following the verification link in another tab: the account is read again
// without a tap on "I've verified".
import { act, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { VerifyEmailBanner } from './verify-email-banner';

vi.mock('../../lib/auth', () => ({
  refreshVerification: vi.fn(async () => true),
  sendVerificationEmail: vi.fn(),
}));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

it('reads the verification again when the page becomes visible, not when it is hidden', async () => {
  const { refreshVerification } = await import('../../lib/auth');
  const { unmount } = await renderWithApp(<VerifyEmailBanner email="me@example.com" inviteWaiting={false} />);
  expect(screen.getByRole('heading', { name: 'Verify your email address' })).toBeInTheDocument();
  setVisibility('hidden');
  expect(refreshVerification).not.toHaveBeenCalled();
  setVisibility('visible');
  expect(refreshVerification).toHaveBeenCalledTimes(1);
  unmount();
  setVisibility('visible');
  expect(refreshVerification).toHaveBeenCalledTimes(1);
});
