import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as callable from '../../../testing/fake-callable';
import * as queries from '../../../testing/fake-queries';
import { renderWithApp } from '../../../testing/render';
import { localDay } from '../../diary/diary-day';
import { PlanIt } from './plan-it';

vi.mock('../../../lib/callable', () => import('../../../testing/fake-callable'));
vi.mock('../../../lib/firestore', () => import('../../../testing/fake-queries'));
vi.mock('../../account/hooks/use-profile', () => ({
  useProfile: () => ({ profile: { shoppingLists: ['home'] }, loading: false }),
}));
vi.mock('../../../hooks/use-auth', () => ({ useAuth: () => ({ user: { uid: 'me' } }) }));

describe('Plan it', () => {
  beforeEach(() => {
    callable.call.mockReset();
    queries.served.rows = [{ id: 'home', name: 'Home', createdBy: 'me', memberIds: ['me'] }];
  });

  it('plans the recipe on the day, slot and persons chosen, shared with the list chosen', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue({ planId: 'plan-1' });
    await renderWithApp(<PlanIt mealId="meal-9" persons={4} />);
    await user.click(screen.getByRole('button', { name: 'Plan it' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan this recipe' });
    const day = screen.getByLabelText('Day');
    expect(day).toHaveFocus();
    expect(day).toHaveValue(localDay());
    await user.clear(day);
    await user.type(day, '2030-01-08');
    await user.selectOptions(screen.getByLabelText('Meal'), 'lunch');
    expect(screen.getByTestId('persons-value')).toHaveTextContent('4');
    await user.click(screen.getByRole('button', { name: 'Fewer persons' }));
    expect(await screen.findByRole('option', { name: 'Home' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Share the plan with'), 'home');
    await user.click(within(dialog).getByRole('button', { name: 'Plan it' }));

    expect(callable.call).toHaveBeenCalledWith('planRecipe', {
      mealId: 'meal-9',
      day: '2030-01-08',
      slot: 'lunch',
      persons: 3,
      listId: 'home',
    });
    expect(await screen.findByText('Planned for Lunch on Tuesday, Jan 8')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it('keeps the form open and says why when the plan is refused', async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValue(new callable.CallError('plan.tooManyPlans'));
    await renderWithApp(<PlanIt mealId="meal-9" />);
    await user.click(screen.getByRole('button', { name: 'Plan it' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Plan it' }));
    expect(callable.call).toHaveBeenCalledWith('planRecipe', {
      mealId: 'meal-9',
      day: localDay(),
      slot: 'dinner',
      persons: 1,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('A day can hold at most 20 planned meals');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
