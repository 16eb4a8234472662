import { readUser } from '@shared/documents';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import type { Profile } from '../../account/hooks/use-profile';
import { CustomTargetsCard } from './custom-targets-card';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../lib/callable', () => ({ call: mocks.call, CallError: Error }));

// Female, 168 cm, 64.5 kg, 34 years, moderately active: floor 1,200 kcal, protein needs 90 g.
const profile: Profile = {
  ...readUser({}),
  id: 'u1',
  gender: 'female',
  age: 34,
  height: 168,
  weight: 64.5,
  activityLevel: 'moderate',
};

describe('the user’s own targets', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    mocks.call.mockResolvedValue({});
  });

  it('are set in % of the calories, shown in grams, and followed once saved', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CustomTargetsCard profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Set my own targets' }));
    await user.type(screen.getByLabelText('Calories (kcal/day)'), '1800');
    // Grams first: macros left empty follow the app's split.
    expect(screen.getByTestId('custom-preview')).toHaveTextContent(
      'Daily targets: 1,800 kcal; protein 90 g, carbs 225 g, fat 60 g.',
    );
    await user.click(screen.getByRole('radio', { name: '% of calories' }));
    await user.type(screen.getByLabelText('Protein (%)'), '30');
    await user.type(screen.getByLabelText('Carbs (%)'), '40');
    await user.type(screen.getByLabelText('Fat (%)'), '30');
    expect(screen.getByTestId('custom-preview')).toHaveTextContent(
      'Daily targets: 1,800 kcal; protein 135 g, carbs 180 g, fat 60 g.',
    );
    await user.click(screen.getByRole('button', { name: 'Use my own targets' }));
    expect(mocks.call).toHaveBeenCalledWith('updateProfile', {
      targetSource: 'custom',
      customTargets: { calories: 1800, protein: 30, carbs: 40, fat: 30, macroUnit: 'percent' },
    });
    expect(await screen.findByText('Your own targets are in use.')).toBeInTheDocument();
  });

  it('names what the server would refuse, in the same words, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CustomTargetsCard profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Set my own targets' }));
    await user.type(screen.getByLabelText('Calories (kcal/day)'), '700');
    await user.click(screen.getByRole('radio', { name: '% of calories' }));
    await user.type(screen.getByLabelText('Protein (%)'), '50');
    await user.type(screen.getByLabelText('Carbs (%)'), '40');
    await user.type(screen.getByLabelText('Fat (%)'), '30');
    await user.click(screen.getByRole('button', { name: 'Use my own targets' }));
    expect(screen.getByLabelText('Calories (kcal/day)')).toHaveAccessibleDescription(
      'Your calorie target must be between 800 and 6,000 kcal a day.',
    );
    expect(screen.getByText('Protein, carbs and fat add up to more than 100 %.')).toBeInTheDocument();
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('keeps calories under the floor as set, with the warning beside them', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CustomTargetsCard profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Set my own targets' }));
    await user.type(screen.getByLabelText('Calories (kcal/day)'), '1000');
    expect(screen.getByTestId('custom-preview')).toHaveTextContent('Daily targets: 1,000 kcal');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Eating less than 1,200 kcal/day is not recommended without medical supervision.',
    );
    await user.click(screen.getByRole('button', { name: 'Use my own targets' }));
    expect(mocks.call).toHaveBeenCalledWith('updateProfile', {
      targetSource: 'custom',
      customTargets: { calories: 1000, macroUnit: 'g' },
    });
  });

  it('open filled in while followed, with a way back to the formula', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <CustomTargetsCard
        profile={{
          ...profile,
          targetSource: 'custom',
          customTargets: { calories: 1900, protein: 120, macroUnit: 'g' },
        }}
      />,
    );
    expect(screen.getByText('Your diary follows these targets.')).toBeInTheDocument();
    expect(screen.getByLabelText('Calories (kcal/day)')).toHaveValue('1900');
    expect(screen.getByLabelText('Protein (g)')).toHaveValue('120');
    await user.click(screen.getByRole('button', { name: 'Stop using my own targets' }));
    expect(mocks.call).toHaveBeenCalledWith('updateProfile', { targetSource: 'formula' });
  });
});
