import type { Handler } from '../platform/run-callable.js';
import { deleteListCompletely } from './list-cascade.js';

export const handleDeleteList: Handler<'deleteList'> = async (input, ctx, deps) => {
  await deleteListCompletely(deps, input.listId, ctx);
  return {};
};
