import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../testing/render';
import { OfflineBanner } from './offline-banner';

// locales/en/common.json "offline" (the English source the app shows).
const OFFLINE_TEXT =
  'You are offline. Shopping list changes are saved once you are back online; photos, recipes and other changes need a connection.';

function goOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing while online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await renderWithApp(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells the user when the connection drops and disappears when it returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await renderWithApp(<OfflineBanner />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts in the offline state when the app opens without a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithApp(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  });
});
