// The shopping-item callables as the deployed functions run them; each call uses `deps` when given, else
// a fresh `defaultDeps()`.
import { handleAddIngredientsToList } from '../../src/items/add-ingredients.js';
import {
  handleAddItem,
  handleClearCheckedItems,
  handleDeleteItem,
  handleUpdateItem,
} from '../../src/items/item-handlers.js';
import type { CallContext, Deps } from '../../src/platform/deps.js';
import { call } from './call.js';

export function itemCalls(defaultDeps: () => Deps) {
  return {
    addItem: (input: unknown, ctx: CallContext, deps = defaultDeps()) =>
      call('addItem', handleAddItem, input, ctx, deps),
    updateItem: (input: unknown, ctx: CallContext, deps = defaultDeps()) =>
      call('updateItem', handleUpdateItem, input, ctx, deps),
    deleteItem: (input: unknown, ctx: CallContext, deps = defaultDeps()) =>
      call('deleteItem', handleDeleteItem, input, ctx, deps),
    clearChecked: (input: unknown, ctx: CallContext, deps = defaultDeps()) =>
      call('clearCheckedItems', handleClearCheckedItems, input, ctx, deps),
    addIngredients: (input: unknown, ctx: CallContext, deps = defaultDeps()) =>
      call('addIngredientsToList', handleAddIngredientsToList, input, ctx, deps),
  };
}
