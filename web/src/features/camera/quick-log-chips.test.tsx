import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userTimeZone } from '../../domains/diary/diary-day';
import { CallError } from '../../lib/callable';
import type { QuerySpec } from '../../lib/firestore';
import { renderWithApp } from '../../testing/render';
import { QuickLogChips } from './components/quick-log-chips';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  specs: [] as QuerySpec[],
  rows: {} as Record<string, unknown[]>,
}));

vi.mock('../../lib/firestore', () => ({
  subscribeQuery: (spec: QuerySpec, onData: (rows: unknown[]) => void) => {
    mocks.specs.push(spec);
    queueMicrotask(() => onData(mocks.rows[spec.collection] ?? []));
    return () => {};
  },
}));
vi.mock(import('../../lib/callable'), async (importOriginal) => ({
  ...(await importOriginal()),
  call: mocks.call,
}));
vi.mock(import('../../hooks/use-auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: vi.fn(() => ({ user: { uid: 'u1' } }) as never),
}));

const meal = (id: string, description: string, extra: Record<string, unknown> = {}) => ({
  id,
  user_id: 'u1',
  description,
  meal: description,
  calories: 350,
  protein: 12,
  carbs: 50,
  fat: 9,
  timestamp: null,
  day: '2026-11-24',
  slot: 'breakfast',
  ...extra,
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('the quick-log chips', () => {
  beforeEach(() => {
    mocks.call.mockReset();
    mocks.specs = [];
    mocks.rows = {
      favorites: [
        { id: 'f1', userId: 'u1', name: 'Usual lunch', description: 'Chicken salad', calories: 480 },
      ],
      meals: [
        meal('m1', 'Porridge with berries'),
        meal('m2', 'porridge with berries '),
        meal('m3', 'Chicken salad'),
        meal('r1', 'Lasagne recipe', { day: undefined, type: 'recipe' }),
        meal('m4', 'Apple', { calories: 52 }),
      ],
    };
  });
  afterEach(() => setOnline(true));

  it('offers the favourites, then each eaten meal once, from two small reads', async () => {
    await renderWithApp(<QuickLogChips />);
    const chips = await screen.findAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Log favourite “Usual lunch” now',
      'Log “Porridge with berries” now',
      'Log “Apple” now',
    ]);
    expect(chips[2]).toHaveTextContent('52 kcal');
    expect(mocks.specs).toEqual([
      {
        collection: 'favorites',
        where: [['userId', '==', 'u1']],
        orderBy: [['createdAt', 'desc']],
        limit: 8,
      },
      { collection: 'meals', where: [['user_id', '==', 'u1']], orderBy: [['timestamp', 'desc']], limit: 10 },
    ]);
  });

  it('logs a recent meal again now and takes it back with Undo', async () => {
    mocks.call.mockImplementation(async (name: string) =>
      name === 'logAgain' ? { mealId: 'new1', day: '2026-11-25', slot: 'breakfast', nutrition: {} } : {},
    );
    const user = userEvent.setup();
    await renderWithApp(<QuickLogChips />);
    await user.click(await screen.findByRole('button', { name: 'Log “Porridge with berries” now' }));
    expect(mocks.call).toHaveBeenCalledWith('logAgain', { mealId: 'm1', timeZone: userTimeZone() });
    const toast = await screen.findByText('“Porridge with berries” added to today (Breakfast)');
    await user.click(
      within(toast.closest('[role="status"]') ?? document.body).getByRole('button', { name: 'Undo' }),
    );
    expect(mocks.call).toHaveBeenLastCalledWith('deleteMeal', { mealId: 'new1' });
    expect(await screen.findByText('“Porridge with berries” removed from today')).toBeInTheDocument();
  });

  it('logs a favourite with logFavorite and says why it could not', async () => {
    mocks.call.mockRejectedValue(new CallError('history.favoriteNotFound', 'Favourite not found'));
    const user = userEvent.setup();
    await renderWithApp(<QuickLogChips />);
    await user.click(await screen.findByRole('button', { name: 'Log favourite “Usual lunch” now' }));
    expect(mocks.call).toHaveBeenCalledWith('logFavorite', { favoriteId: 'f1', timeZone: userTimeZone() });
    expect(await screen.findByText('This favourite no longer exists.')).toBeInTheDocument();
  });

  it('cannot be tapped offline, and says a connection is needed', async () => {
    setOnline(false);
    await renderWithApp(<QuickLogChips />);
    const chips = await screen.findAllByRole('button');
    for (const chip of chips) expect(chip).toBeDisabled();
    expect(
      screen.getByText('No connection. Check your internet connection and try again.'),
    ).toBeInTheDocument();
    await act(async () => {});
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it('shows nothing once the user has neither favourites nor eaten meals', async () => {
    mocks.rows = {};
    await renderWithApp(<QuickLogChips />);
    await act(async () => {});
    expect(screen.queryByTestId('quick-log-placeholder')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Log again' })).toBeNull();
  });
});
