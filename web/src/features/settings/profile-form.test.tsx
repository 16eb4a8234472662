import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/callable';
import { currentLanguage } from '../../lib/i18n';
import type { Profile } from '../../lib/profile';
import { renderWithApp } from '../../testing/render';
import { ProfileForm, SAVED_STATUS_MS } from './profile-form';

vi.mock(import('../../lib/callable'), async (importOriginal) => ({
  ...(await importOriginal()),
  call: vi.fn(),
}));

const profile: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  gender: 'female',
  age: 36,
  height: 180,
  weight: 80,
  measurementSystem: 'metric',
  language: 'en',
  activityLevel: 'moderate',
};

describe('ProfileForm', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the SPEC 5 messages and does not save invalid values', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '130');
    await user.clear(screen.getByLabelText('Height (cm)'));
    await user.type(screen.getByLabelText('Height (cm)'), '350');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter an age between 0 and 120.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid height (0-300 cm or 0-120 in).')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });

  it('converts the shown height and weight when switching to imperial, with unit labels', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    await user.selectOptions(screen.getByLabelText('Measurement system'), 'imperial');
    expect(screen.getByLabelText('Height (in)')).toHaveValue('70.9');
    expect(screen.getByLabelText('Weight (lb)')).toHaveValue('176.4');
    await user.selectOptions(screen.getByLabelText('Measurement system'), 'metric');
    expect(screen.getByLabelText('Height (cm)')).toHaveValue('180.1');
  });

  it('saves, shows the saved status for 3 s and a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(call).mockResolvedValue({ profile: {} } as never);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithApp(<ProfileForm profile={profile} />);
    await user.selectOptions(screen.getByLabelText('Gender'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(call).toHaveBeenCalledWith('updateProfile', {
      name: 'Ada',
      gender: null,
      age: 36,
      height: 180,
      weight: 80,
      measurementSystem: 'metric',
      activityLevel: 'moderate',
      language: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Saved ✓' })).toBeInTheDocument();
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SAVED_STATUS_MS + 50));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('shows the generic error toast when saving fails', async () => {
    vi.mocked(call).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('applies a new language at once and saves it', async () => {
    vi.mocked(call).mockResolvedValue({ profile: {} } as never);
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    expect(await screen.findByLabelText('Sprache')).toHaveValue('de');
    expect(currentLanguage()).toBe('de');
    expect(call).toHaveBeenCalledWith('updateProfile', { language: 'de' });
    expect(document.documentElement.lang).toBe('de');
  });
});
