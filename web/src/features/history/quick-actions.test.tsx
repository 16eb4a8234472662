import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, localDay, userTimeZone } from '../../domains/diary/diary-day';
import { CallError } from '../../lib/callable';
import { served } from '../../testing/fake-queries';
import { renderWithApp } from '../../testing/render';
import { CopyDayButton } from './components/copy-day-button';
import { DayHeader } from './components/day-header';
import { EntryQuickActions } from './components/entry-quick-actions';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock(import('../../lib/callable'), async (importOriginal) => ({
  ...(await importOriginal()),
  call: mocks.call,
}));
vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
vi.mock('../../hooks/use-auth', () => import('../../testing/fake-auth'));

const toastUndo = async (text: string) => {
  const toast = (await screen.findByText(text)).closest('[role="status"]');
  if (!(toast instanceof HTMLElement)) throw new Error('no toast');
  return within(toast).getByRole('button', { name: 'Undo' });
};

describe('logging in seconds from History', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    served.rows = [];
    served.specs = [];
  });

  it('logs an entry again today and takes it back with Undo', async () => {
    mocks.call.mockImplementation(async (name: string) =>
      name === 'logAgain' ? { mealId: 'new1', day: localDay(), slot: 'lunch', nutrition: {} } : {},
    );
    const user = userEvent.setup();
    await renderWithApp(<EntryQuickActions mealId="m1" title="Chicken salad" />);
    await user.click(screen.getByRole('button', { name: 'Log “Chicken salad” again today' }));
    expect(mocks.call).toHaveBeenCalledWith('logAgain', { mealId: 'm1', timeZone: userTimeZone() });
    await user.click(await toastUndo('“Chicken salad” added to today (Lunch)'));
    expect(mocks.call).toHaveBeenLastCalledWith('deleteMeal', { mealId: 'new1' });
    expect(await screen.findByText('“Chicken salad” removed from today')).toBeInTheDocument();
  });

  it('stars an entry: saves it as a favourite, and the star shows the favourite as it is stored', async () => {
    mocks.call.mockResolvedValue({ favoriteId: 'f1' });
    const user = userEvent.setup();
    await renderWithApp(<EntryQuickActions mealId="m1" title="Chicken salad" />);
    const star = await screen.findByRole('button', { name: 'Save “Chicken salad” as a favourite' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(served.specs).toContainEqual({
      collection: 'favorites',
      where: [
        ['userId', '==', 'u1'],
        ['mealId', '==', 'm1'],
      ],
      limit: 1,
    });
    await user.click(star);
    expect(mocks.call).toHaveBeenCalledWith('saveFavorite', { mealId: 'm1' });
    expect(await screen.findByText('Saved to favourites')).toBeInTheDocument();
  });

  it('shows the star filled for an entry saved before (after a reload too), and unstars it', async () => {
    mocks.call.mockResolvedValue({});
    served.rows = [{ id: 'f1', userId: 'u1', mealId: 'm1', name: 'Lunch', description: 'Chicken salad' }];
    const user = userEvent.setup();
    await renderWithApp(<EntryQuickActions mealId="m1" title="Chicken salad" />);
    const star = await screen.findByRole('button', { name: 'Remove “Chicken salad” from favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(mocks.call).toHaveBeenCalledWith('deleteFavorite', { favoriteId: 'f1' });
    expect(await screen.findByText('Removed from favourites')).toBeInTheDocument();
  });

  it('says when there are already too many favourites', async () => {
    mocks.call.mockRejectedValue(new CallError('history.tooManyFavorites', 'Too many favourites'));
    const user = userEvent.setup();
    await renderWithApp(<EntryQuickActions mealId="m1" title="Chicken salad" />);
    await user.click(screen.getByRole('button', { name: 'Save “Chicken salad” as a favourite' }));
    expect(
      await screen.findByText('You have 200 favourites, the most there can be. Delete one to save another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save “Chicken salad” as a favourite' })).toBeEnabled();
  });

  it('copies a day to today, with an undo when one meal was copied', async () => {
    mocks.call.mockImplementation(async (name: string) => (name === 'copyDay' ? { mealIds: ['c1'] } : {}));
    const user = userEvent.setup();
    const yesterday = addDays(localDay(), -1);
    await renderWithApp(<CopyDayButton day={yesterday} label="Yesterday" />);
    await user.click(screen.getByRole('button', { name: 'Copy Yesterday to today' }));
    expect(mocks.call).toHaveBeenCalledWith('copyDay', {
      fromDay: yesterday,
      toDay: localDay(),
      timeZone: userTimeZone(),
    });
    await user.click(await toastUndo('1 meal copied to today'));
    expect(mocks.call).toHaveBeenLastCalledWith('deleteMeal', { mealId: 'c1' });
    expect(await screen.findByText('The copied meal was removed from today')).toBeInTheDocument();
  });

  it('says how many meals were copied, and why a copy was refused', async () => {
    mocks.call.mockResolvedValueOnce({ mealIds: ['c1', 'c2', 'c3'] });
    mocks.call.mockRejectedValueOnce(new CallError('history.tooManyMealWrites', 'Too many'));
    const user = userEvent.setup();
    await renderWithApp(<CopyDayButton day={addDays(localDay(), -2)} label="Monday" />);
    const button = screen.getByRole('button', { name: 'Copy Monday to today' });
    await user.click(button);
    const copied = await screen.findByText('3 meals copied to today');
    expect(copied.closest('[role="status"]')).not.toHaveTextContent('Undo');
    await user.click(button);
    expect(
      await screen.findByText(
        'You have made too many changes to your meals today. Please try again tomorrow.',
      ),
    ).toBeInTheDocument();
  });

  it('offers the copy on a past day only', async () => {
    const totals = { calories: 500, protein: 20, carbs: 60, fat: 15 } as never;
    await renderWithApp(
      <>
        <DayHeader day={localDay()} totals={totals} targets={null} copyable />
        <DayHeader day={addDays(localDay(), -1)} totals={totals} targets={null} copyable />
      </>,
    );
    expect(screen.getAllByRole('button', { name: /to today/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy Yesterday to today' })).toBeInTheDocument();
  });
});
