// The camera screen after the capture: a meal described in words and where it went, a recipe pasted as
// text, and the logged meal changed in place (corrected in words, moved to another slot, its rows edited).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '../../domains/diary/diary-day';
import { foodResult, resetCamera, uploadPhoto } from '../../testing/camera-photo';
import * as callable from '../../testing/fake-callable';
import { renderWithApp } from '../../testing/render';
import CameraPage from './camera-page';

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('./image-downscale/downscale-image', () => import('../../testing/camera-photo'));
vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/camera-photo'));

/** The page once a photo is analysed into foodResult, the first answer of the callables. */
async function showAnalysedPhoto(user: ReturnType<typeof userEvent.setup>) {
  callable.call.mockResolvedValueOnce(foodResult);
  await renderWithApp(<CameraPage />);
  await uploadPhoto(user);
  await user.click(screen.getByRole('button', { name: 'Analyse meal' }));
  await screen.findByText('Grilled chicken with rice and broccoli');
}

describe('CameraPage: a logged meal', () => {
  beforeEach(resetCamera);
  afterEach(() => vi.unstubAllGlobals());
  it('scans pasted recipe text and shows the recipe view scaled from its servings', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue({
      mealId: 'meal-2',
      macroCalories: 800,
      consistent: true,
      recipe: {
        title: 'Tomato soup',
        servings: 2,
        ingredients: ['500 g tomatoes'],
        instructions: ['Cook the tomatoes.', 'Blend.'],
        nutritionInfo: { calories: 400, protein: 8, carbs: 40, fat: 20 },
        recipeIngredients: [{ item: 'tomatoes', amount: 500, unit: 'g' }],
      },
    });
    await renderWithApp(<CameraPage />);
    await user.click(screen.getByRole('button', { name: /Scan a recipe/ }));
    await user.type(screen.getByLabelText('Or paste the recipe text'), '500 g tomatoes, cook and blend');
    await user.click(screen.getByRole('button', { name: 'Analyse text' }));

    expect(callable.call).toHaveBeenCalledWith('scanRecipe', { text: '500 g tomatoes, cook and blend' });
    expect(await screen.findByRole('heading', { name: 'Tomato soup' })).toBeInTheDocument();
    expect(screen.getByText('Serves 2')).toBeInTheDocument();
    expect(screen.getByTestId('persons-value')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Fewer persons' }));
    expect(screen.getByText('tomatoes').closest('label')).toHaveTextContent('250 g');
    expect(screen.getByText('Blend.').closest('ol')).not.toBeNull();
  });

  it('logs a meal described in words and says where it went, with "Log another" to type the next', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue({
      mealId: 'meal-9',
      nutrition: { ...foodResult.nutrition, description: 'Two eggs and toast' },
      day: localDay(),
      slot: 'breakfast',
    });
    await renderWithApp(<CameraPage />);
    await user.click(screen.getByRole('button', { name: /Describe what you ate/ }));
    await user.type(screen.getByLabelText('What did you eat?'), 'two eggs and a toast');
    await user.click(screen.getByRole('button', { name: 'Log meal' }));
    expect(callable.call).toHaveBeenCalledWith('logMeal', {
      description: 'two eggs and a toast',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(await screen.findByText('Two eggs and toast')).toBeInTheDocument();
    expect(screen.getByText(/Logged as breakfast, today/)).toBeInTheDocument();
    // The slot and day picker (and its Move button) shows only when asked for.
    expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('meal-row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Change where this meal is logged' }));
    expect(screen.getByLabelText('Meal')).toHaveValue('breakfast');
    expect(screen.getByLabelText('Day')).toHaveValue(localDay());

    expect(screen.queryByRole('button', { name: 'Analyse another' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log another' }));
    expect(screen.getByLabelText('What did you eat?')).toHaveValue('');
  });

  it('counts the characters of a described meal and refuses a text over the limit instead of cutting it', async () => {
    const user = userEvent.setup();
    await renderWithApp(<CameraPage />);
    await user.click(screen.getByRole('button', { name: /Describe what you ate/ }));
    const field = screen.getByLabelText('What did you eat?');
    expect(field).toHaveAccessibleDescription('0 / 1,000');
    await user.type(field, 'two eggs');
    expect(screen.getByText('8 / 1,000')).toBeInTheDocument();

    await user.clear(field);
    await user.click(field);
    await user.paste('toast '.repeat(2000));
    expect(field).toHaveValue('toast '.repeat(2000));
    expect(screen.getByText('12,000 / 1,000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The text is too long. Please shorten it.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Log meal' }));
    expect(callable.call).not.toHaveBeenCalled();
  });

  it('says where a meal went in the user language (Danish, yesterday)', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue({
      mealId: 'meal-9',
      nutrition: foodResult.nutrition,
      day: addDays(localDay(), -1),
      slot: 'lunch',
    });
    await renderWithApp(<CameraPage />, { language: 'da' });
    await user.click(screen.getByRole('button', { name: /Beskriv, hvad du spiste/ }));
    await user.type(screen.getByRole('textbox'), 'rugbrød med makrel');
    await user.click(screen.getByRole('button', { name: 'Registrér måltid' }));
    expect(await screen.findByText(/Registreret som frokost, i går/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrér et til' })).toBeInTheDocument();
  });

  it('keeps a described meal to fix when nothing eatable was recognised, in the user language', async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValue(new callable.CallError('history.noFoodInText'));
    await renderWithApp(<CameraPage />, { language: 'de' });
    await user.click(screen.getByRole('button', { name: /Beschreibe, was du gegessen hast/ }));
    await user.click(screen.getByRole('button', { name: 'Mahlzeit eintragen' }));
    // Empty: refused before any call.
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte beschreibe, was du gegessen hast.');
    expect(callable.call).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Was hast du gegessen?'), 'ein Stuhl');
    await user.click(screen.getByRole('button', { name: 'Mahlzeit eintragen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wir konnten in diesem Text kein Lebensmittel erkennen.',
    );
    expect(screen.getByLabelText('Was hast du gegessen?')).toHaveValue('ein Stuhl');
  });

  it('refuses a correction without words, clears the last "Estimate updated." and keeps the undo of the real one', async () => {
    const user = userEvent.setup();
    await showAnalysedPhoto(user);

    callable.call.mockResolvedValueOnce({
      mealId: 'meal-1',
      nutrition: { ...foodResult.nutrition, description: 'Chicken with more rice' },
    });
    await user.type(screen.getByLabelText('Fix it in words'), 'it was 300 g of rice');
    await user.click(screen.getByRole('button', { name: 'Fix estimate' }));
    expect(await screen.findByText('Estimate updated.')).toBeInTheDocument();

    callable.call.mockRejectedValueOnce(new callable.CallError('history.correctionNeedsWords'));
    await user.type(screen.getByLabelText('Fix it in words'), '🍕🍕🍕');
    await user.click(screen.getByRole('button', { name: 'Fix estimate' }));
    expect(
      await screen.findByText('Write in words what should be different, e.g. it was 200 g of rice, not 100.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Estimate updated.')).not.toBeInTheDocument();
    expect(screen.getByText('Chicken with more rice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore previous estimate' })).toBeInTheDocument();
  });

  it('moves the logged meal to another slot and follows a change of its rows', async () => {
    const user = userEvent.setup();
    await showAnalysedPhoto(user);

    callable.call.mockResolvedValueOnce({
      mealId: 'meal-1',
      nutrition: foodResult.nutrition,
      slot: 'dinner',
    });
    // A photo logged now says so too, and keeps "Analyse another".
    expect(screen.getByRole('button', { name: 'Analyse another' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change where this meal is logged' }));
    await user.selectOptions(screen.getByLabelText('Meal'), 'dinner');
    // Nothing is sent until the user says "Move".
    expect(callable.call).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(callable.call).toHaveBeenLastCalledWith('updateMeal', { mealId: 'meal-1', slot: 'dinner' });
    expect(await screen.findByText('Meal moved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Logged as dinner/)).toBeInTheDocument());
    expect(screen.queryByLabelText('Meal')).not.toBeInTheDocument();

    const items = foodResult.nutrition.items.filter((item) => item.id !== 'r3');
    callable.call.mockResolvedValueOnce({
      mealId: 'meal-1',
      nutrition: { ...foodResult.nutrition, calories: 508, protein: 28.4, carbs: 56, fat: 6, items },
    });
    await user.click(screen.getByRole('button', { name: 'Remove broccoli' }));
    await waitFor(() => expect(screen.getByTestId('tile-calories')).toHaveTextContent('508 kcal'));
    expect(screen.getAllByTestId('meal-row')).toHaveLength(2);
  });
});
