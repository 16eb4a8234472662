import { readUser } from '@shared/documents';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../domains/account/hooks/use-profile';
import { SAVED_STATUS_MS } from '../../domains/account/hooks/use-profile-form';
import { call } from '../../lib/callable';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { ProfileForm } from './profile-form';

vi.mock(import('../../lib/callable'), async (importOriginal) => ({
  ...(await importOriginal()),
  call: vi.fn(),
}));

const profile: Profile = {
  ...readUser({}),
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

  it('shows the range messages and does not save invalid values', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '130');
    await user.clear(screen.getByLabelText('Height (cm)'));
    await user.type(screen.getByLabelText('Height (cm)'), '350');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter an age between 1 and 120.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid height (50-300 cm or 20-120 in).')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });

  it('converts the shown height and weight when switching to imperial, with unit labels', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    await user.selectOptions(screen.getByLabelText('Measurement system'), 'imperial');
    // 180 cm is 70.9 in: 5 ft 10.9 in.
    expect(screen.getByLabelText('Height, feet')).toHaveValue('5');
    expect(screen.getByLabelText('Height, inches')).toHaveValue('10.9');
    expect(screen.getByLabelText('Weight (lb)')).toHaveValue('176.4');
    await user.selectOptions(screen.getByLabelText('Measurement system'), 'metric');
    // The user's own value comes back, not 70.9 in converted again (180.1).
    expect(screen.getByLabelText('Height (cm)')).toHaveValue('180');
  });

  it('saves the unedited original after switching units back and forth (168 cm stays 168)', async () => {
    vi.mocked(call).mockResolvedValue({ profile: {} } as never);
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={{ ...profile, height: 168, weight: 61.3 }} />);
    await user.selectOptions(screen.getByLabelText('Measurement system'), 'imperial');
    expect(screen.getByLabelText('Height, inches')).toHaveValue('6.1');
    await user.selectOptions(screen.getByLabelText('Measurement system'), 'metric');
    expect(screen.getByLabelText('Height (cm)')).toHaveValue('168');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(call).toHaveBeenCalledWith(
      'updateProfile',
      expect.objectContaining({ height: 168, weight: 61.3 }),
    );
  });

  it('an imperial height is shown and typed in feet and inches, saved in inches exactly', async () => {
    vi.mocked(call).mockResolvedValue({ profile: {} } as never);
    const user = userEvent.setup();
    await renderWithApp(
      <ProfileForm profile={{ ...profile, measurementSystem: 'imperial', height: 66, weight: 150 }} />,
    );
    const feet = screen.getByLabelText('Height, feet');
    const inches = screen.getByLabelText('Height, inches');
    expect(feet).toHaveValue('5');
    expect(inches).toHaveValue('6');
    expect(screen.getByRole('group', { name: 'Height' })).toHaveTextContent('ftin');
    await user.clear(feet);
    await user.type(feet, '6');
    await user.clear(inches);
    await user.type(inches, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(call).toHaveBeenLastCalledWith(
      'updateProfile',
      expect.objectContaining({ height: 73, measurementSystem: 'imperial' }),
    );
    // An empty inches field counts as 0 in: 1 ft is under 20 in, refused.
    await user.clear(inches);
    expect(inches).toHaveValue('');
    await user.clear(feet);
    await user.type(feet, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a valid height (50-300 cm or 20-120 in).')).toBeInTheDocument();
    expect(feet).toHaveAttribute('aria-invalid', 'true');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('shows and accepts the decimal comma in German', async () => {
    vi.mocked(call).mockResolvedValue({ profile: {} } as never);
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={{ ...profile, weight: 82.5, language: 'de' }} />);
    await setLanguage('de');
    const weight = await screen.findByLabelText('Gewicht (kg)');
    expect(weight).toHaveValue('82,5');
    await user.clear(weight);
    await user.type(weight, '70,4');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(call).toHaveBeenCalledWith('updateProfile', expect.objectContaining({ weight: 70.4 }));
    await setLanguage('en');
  });

  it('refuses 0 with a message instead of saving it as if valid', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a number above 0, or leave the field empty.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('still asks about an odd value typed after an error was shown', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    const age = screen.getByLabelText('Age');
    await user.clear(age);
    await user.type(age, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.clear(age);
    await user.type(age, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save anyway' })).toBeInTheDocument();
  });

  it('suggests the meant height for metres typed in the cm field, and asks before saving odd values', async () => {
    vi.mocked(call).mockResolvedValue({ profile: {} } as never);
    const user = userEvent.setup();
    await renderWithApp(<ProfileForm profile={profile} />);
    const height = screen.getByLabelText('Height (cm)');
    await user.clear(height);
    await user.type(height, '1.8');
    expect(screen.getByText('1.8 cm is very short for a person. Did you mean 180 cm?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use 180 cm' }));
    expect(height).toHaveValue('180');
    expect(screen.queryByText(/very short/)).not.toBeInTheDocument();

    // Under 20 kg no person weighs: named while typing, refused on Save.
    const weight = screen.getByLabelText('Weight (kg)');
    await user.clear(weight);
    await user.type(weight, '8');
    expect(screen.getByText('8 kg is very light for a person.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a valid weight (20-500 kg or 44-1100 lb).')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    // Metres in the cm field keep their suggestion beside the error.
    await user.clear(height);
    await user.type(height, '1.8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a valid height (50-300 cm or 20-120 in).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use 180 cm' }));
    expect(height).toHaveValue('180');
    // An age of 1 is possible but odd: asked about, then saved.
    await user.clear(weight);
    await user.type(weight, '60');
    await user.clear(screen.getByLabelText('Age'));
    await user.type(screen.getByLabelText('Age'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Some values look unusual');
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(call).toHaveBeenCalledWith(
      'updateProfile',
      expect.objectContaining({ height: 180, weight: 60, age: 1 }),
    );
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
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
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
