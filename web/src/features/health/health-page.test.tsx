import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Profile, useProfile } from '../../domains/account/hooks/use-profile';
import { setLanguage } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import HealthPage from './health-page';

vi.mock(import('../../domains/account/hooks/use-profile'), async (importOriginal) => ({
  ...(await importOriginal()),
  useProfile: vi.fn(),
}));

/** The text of the tile under a heading (BMR, TDEE, Protein needs). */
const tile = (name: string) => screen.getByRole('heading', { name }).parentElement as HTMLElement;

function withProfile(profile: Partial<Profile> | null) {
  vi.mocked(useProfile).mockReturnValue({
    profile: profile ? ({ id: 'u1', ...profile } as Profile) : null,
    loading: false,
    error: null,
  });
}

describe('HealthPage', () => {
  it('asks to complete the profile, naming what is missing, with a link to Settings', async () => {
    withProfile({ height: 180, weight: null, age: 30, gender: null, measurementSystem: 'metric' });
    await renderWithApp(<HealthPage />, { route: '/health' });
    expect(screen.getByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Weight', 'Gender']);
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
  });

  it('shows BMI, BMR, TDEE, protein and four targets with % of maintain', async () => {
    withProfile({
      height: 180,
      weight: 80,
      age: 30,
      gender: 'male',
      measurementSystem: 'metric',
      activityLevel: null,
    });
    await renderWithApp(<HealthPage />, { route: '/health' });
    expect(screen.getByText('24.7')).toBeInTheDocument();
    expect(screen.getByText('Healthy weight')).toBeInTheDocument();
    expect(tile('BMR')).toHaveTextContent('1,780 kcal/day');
    expect(tile('TDEE')).toHaveTextContent('2,608 kcal/day'); // x 1.465 without an activity level
    expect(tile('Protein needs')).toHaveTextContent('64 g/day'); // 0.8 g/kg
    const rows: [string, string, string][] = [
      ['Maintain weight', '2,608', '100'],
      ['Mild weight loss', '2,358', '90'],
      ['Weight loss', '2,108', '81'],
      ['Extreme weight loss', '1,608', '62'],
    ];
    for (const [name, kcal, percent] of rows) {
      const row = screen.getByText(name).closest('li') as HTMLElement;
      expect(row).toHaveTextContent(`${kcal} kcal/day`);
      expect(row).toHaveTextContent(`${percent}% of maintenance`);
    }
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows targets under the floor with their figure and % of maintenance, and the warning beside', async () => {
    // A 70-year-old, 150 cm, 45 kg sedentary woman: maintain 1052, extreme loss would be 52 kcal/day.
    withProfile({
      height: 150,
      weight: 45,
      age: 70,
      gender: 'female',
      measurementSystem: 'metric',
      activityLevel: 'sedentary',
    });
    await renderWithApp(<HealthPage />, { route: '/health' });
    const extreme = screen.getByText('Extreme weight loss').closest('li') as HTMLElement;
    expect(extreme).toHaveTextContent('52 kcal/day');
    expect(extreme).toHaveTextContent('5% of maintenance');
    expect(extreme).toHaveTextContent('Not recommended · At least 1,200 kcal/day');
    const maintain = screen.getByText('Maintain weight').closest('li') as HTMLElement;
    expect(maintain).toHaveTextContent('1,052 kcal/day');
    expect(maintain).toHaveTextContent('100% of maintenance');
    expect(screen.getByRole('note')).toHaveTextContent('less than 1,200 kcal/day is not recommended');
  });

  it('asks to check a height typed in metres instead of showing absurd figures (Spanish)', async () => {
    withProfile({ height: 1.8, weight: 70, age: 30, gender: 'male', measurementSystem: 'metric' });
    await renderWithApp(<HealthPage />, { route: '/health' });
    await setLanguage('es');
    expect(await screen.findByRole('heading', { name: 'Revisa tu perfil' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('¿Querías decir 180 cm?');
    expect(screen.queryByText('BMR')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Ajustes' })).toHaveAttribute('href', '/settings');
    await setLanguage('en');
  });

  it('lets a user with gender "other" choose the male or female formula', async () => {
    withProfile({ height: 180, weight: 80, age: 30, gender: 'other', measurementSystem: 'metric' });
    const user = userEvent.setup();
    await renderWithApp(<HealthPage />, { route: '/health' });
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(tile('BMR')).toHaveTextContent('1,614 kcal/day'); // 1780 - 166
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(tile('BMR')).toHaveTextContent('1,780 kcal/day');
    // The floor stays the general 1200 kcal, and the screen says so.
    expect(
      screen.getByText('With gender “Other”, the general minimum of 1,200 kcal/day is used.'),
    ).toBeInTheDocument();
  });

  it('names an imperial height no body has in feet and inches', async () => {
    withProfile({ height: 19, weight: 154, age: 30, gender: 'male', measurementSystem: 'imperial' });
    await renderWithApp(<HealthPage />, { route: '/health' });
    expect(screen.getByText('1 ft 7 in is very short for a person.')).toBeInTheDocument();
  });

  it('computes from imperial values', async () => {
    withProfile({
      height: 70,
      weight: 154,
      age: 30,
      gender: 'male',
      measurementSystem: 'imperial',
      activityLevel: 'light',
    });
    await renderWithApp(<HealthPage />, { route: '/health' });
    expect(screen.getByText('22.1')).toBeInTheDocument();
    expect(tile('BMR')).toHaveTextContent('1,665 kcal/day');
  });
});
