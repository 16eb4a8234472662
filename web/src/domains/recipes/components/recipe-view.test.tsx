import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { useAddToList } from '../../lists/hooks/use-add-to-list';
import { RecipeView as View } from './recipe-view';

const { call, CallError } = vi.hoisted(() => ({
  call: vi.fn(),
  CallError: class extends Error {
    constructor(readonly code: string) {
      super(code);
    }
  },
}));
vi.mock('../../../lib/callable', () => ({ call, CallError }));
vi.mock('../../lists/hooks/use-active-list', () => ({ useActiveList: () => ['list-2', vi.fn()] }));
vi.mock('../../account/hooks/use-profile', () => ({
  useProfile: () => ({ profile: { shoppingLists: ['list-1', 'list-2'] } }),
}));
vi.mock('../../../hooks/use-auth', () => ({ useAuth: () => ({ user: { uid: 'me' } }) }));
vi.mock('../../lists/hooks/use-my-lists', () => {
  const lists = {
    data: [
      { id: 'list-1', name: 'Home', memberIds: ['me'] },
      { id: 'list-2', name: 'Party', memberIds: ['me'] },
    ],
    loading: false,
    error: null,
  };
  return {
    useMyLists: () => lists,
    useListLabels: () =>
      new Map([
        ['list-1', 'Home'],
        ['list-2', 'Party'],
      ]),
  };
});

const recipe = {
  title: 'Pancakes',
  ingredients: [
    { item: 'Flour', amount: 100, unit: 'g' },
    { item: 'Milk', amount: 0.25, unit: 'L' },
    { item: 'Egg', amount: 1, unit: 'pcs' },
  ],
  instructions: ['Mix everything.', 'Fry in a hot pan.'],
};

// The recipe view with the add-to-list action a feature gives it.
function RecipeView(props: Omit<ComponentProps<typeof View>, 'addToList'>) {
  return <View {...props} addToList={useAddToList()} />;
}

function ingredientRow(name: string) {
  return screen.getByText(name).closest('label') as HTMLElement;
}

describe('RecipeView', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('shows tiles, ingredients and numbered instructions', async () => {
    await renderWithApp(
      <RecipeView {...recipe} nutrition={{ calories: 450, protein: 12, carbs: 60, fat: 15 }} />,
    );
    expect(screen.getByRole('heading', { name: 'Pancakes' })).toBeInTheDocument();
    expect(screen.getByTestId('tile-calories')).toHaveTextContent('450 kcal');
    const steps = within(screen.getByText('Mix everything.').closest('ol') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(steps.map((li) => li.textContent)).toEqual(['Mix everything.', 'Fry in a hot pan.']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('scales amounts with the persons stepper and never goes below 1', async () => {
    const user = userEvent.setup();
    await renderWithApp(<RecipeView {...recipe} />);
    const fewer = screen.getByRole('button', { name: 'Fewer persons' });
    expect(fewer).toBeDisabled();
    // One decimal (docs/product-rules.md#scaling-and-shopping-item-names): 0.25 shows as 0.3.
    expect(ingredientRow('Milk')).toHaveTextContent('0.3 L');

    await user.click(screen.getByRole('button', { name: 'More persons' }));
    await user.click(screen.getByRole('button', { name: 'More persons' }));
    expect(screen.getByTestId('persons-value')).toHaveTextContent('3');
    expect(ingredientRow('Flour')).toHaveTextContent('300 g');
    expect(ingredientRow('Milk')).toHaveTextContent('0.8 L');

    await user.click(fewer);
    await user.click(fewer);
    expect(screen.getByTestId('persons-value')).toHaveTextContent('1');
    expect(fewer).toBeDisabled();
  });

  it('needs one selected ingredient to add selected, sends unscaled amounts with persons, then clears', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({ added: 1 });
    await renderWithApp(<RecipeView {...recipe} />);
    const addSelected = screen.getByRole('button', { name: 'Add selected' });
    expect(addSelected).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'More persons' }));
    await user.click(screen.getByRole('checkbox', { name: /Flour/ }));
    expect(addSelected).toHaveAccessibleName('Add selected (1)');
    await user.click(screen.getByRole('checkbox', { name: /Milk/ }));
    expect(addSelected).toHaveAccessibleName('Add selected (2)');
    await user.click(screen.getByRole('checkbox', { name: /Flour/ }));
    expect(addSelected).toBeEnabled();
    expect(addSelected).toHaveAccessibleName('Add selected (1)');
    await user.click(addSelected);

    expect(call).toHaveBeenCalledWith('addIngredientsToList', {
      listId: 'list-2',
      persons: 2,
      ingredients: [{ item: 'Milk', amount: 0.25, unit: 'L' }],
      opId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(await screen.findByText('1 ingredient added to Party')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Milk/ })).not.toBeChecked();
    expect(addSelected).toBeDisabled();
    expect(addSelected).toHaveAccessibleName('Add selected');
  });

  it('adds all ingredients once even on a double click, and reports a failure', async () => {
    const user = userEvent.setup();
    let fail!: (e: Error) => void;
    call.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    await renderWithApp(<RecipeView {...recipe} />);
    const addAll = screen.getByRole('button', { name: 'Add all to list' });
    await user.dblClick(addAll);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toMatchObject({ persons: 1, ingredients: recipe.ingredients });
    expect(addAll).toBeDisabled();
    fail(new Error('boom'));
    expect(await screen.findByText('Failed to add ingredients')).toBeInTheDocument();
    expect(addAll).toBeEnabled();
  });

  it('sends a multi-serving recipe per person so the server scales it like the screen', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({ added: 1 });
    await renderWithApp(
      <RecipeView
        title="Stew"
        ingredients={[{ item: 'Beef', amount: 800, unit: 'g' }]}
        instructions={[]}
        basePersons={4}
      />,
    );
    expect(screen.getByTestId('persons-value')).toHaveTextContent('4');
    await user.click(screen.getByRole('button', { name: 'Fewer persons' }));
    expect(ingredientRow('Beef')).toHaveTextContent('600 g');
    await user.click(screen.getByRole('button', { name: 'Add all to list' }));
    expect(call).toHaveBeenCalledWith('addIngredientsToList', {
      listId: 'list-2',
      persons: 3,
      ingredients: [{ item: 'Beef', amount: 200, unit: 'g' }],
      opId: expect.any(String),
    });
  });

  it('lets the user choose the list (or the personal items), and the toast names it', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({ added: 2, merged: 1 });
    await renderWithApp(<RecipeView {...recipe} />, { language: 'de' });
    const target = screen.getByRole('combobox', { name: 'Hinzufügen zu' });
    // The list open on the shopping screen comes first.
    expect(target).toHaveDisplayValue('Party');
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Home', 'Party', 'Persönliche Artikel']);
    await user.selectOptions(target, 'Home');
    await user.click(screen.getByRole('button', { name: 'Alle zur Liste hinzufügen' }));
    expect(call.mock.calls[0]?.[1]).toMatchObject({ listId: 'list-1' });
    expect(await screen.findByText('3 Zutaten zu Home hinzugefügt')).toBeInTheDocument();

    await user.selectOptions(target, 'Persönliche Artikel');
    await user.click(screen.getByRole('button', { name: 'Alle zur Liste hinzufügen' }));
    expect(call.mock.calls[1]?.[1]).toMatchObject({ listId: null });
    expect(await screen.findByText('3 Zutaten zu Persönliche Artikel hinzugefügt')).toBeInTheDocument();
  });

  it('says at once that adding needs a connection when the device is offline', async () => {
    const user = userEvent.setup();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderWithApp(<RecipeView {...recipe} />, { language: 'es' });
      await user.click(screen.getByRole('button', { name: 'Añadir todo a la lista' }));
      expect(
        await screen.findByText('Sin conexión. Comprueba tu conexión a internet e inténtalo de nuevo.'),
      ).toBeInTheDocument();
      expect(call).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });

  it('says so when the shopping list is full', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(new CallError('shopping.tooManyItems'));
    await renderWithApp(<RecipeView {...recipe} />);
    await user.click(screen.getByRole('button', { name: 'Add all to list' }));
    expect(await screen.findByText(/This shopping list is full/)).toBeInTheDocument();
  });
});
