// The web's live queries (each domain's queries.ts) are the ones scripts/lib/app-queries.mjs lists (which `npm run check:deploy`
// checks against firestore.indexes.json): a query changed here without the list fails this test.
import { describe, expect, it, vi } from 'vitest';
import { type AppQuery, appQueries } from '../../../scripts/lib/app-queries.mjs';
import * as diary from '../domains/diary/queries';
import * as lists from '../domains/lists/queries';
import * as recipes from '../domains/recipes/queries';
import { countQuery, type QuerySpec, subscribeQuery } from '../lib/firestore';

vi.mock(import('../lib/firestore'), async (importOriginal) => ({
  ...(await importOriginal()),
  subscribeQuery: vi.fn(() => () => {}),
  countQuery: vi.fn(async () => 0),
}));
vi.mock(import('../lib/document-readers'), async (importOriginal) => ({
  ...(await importOriginal()),
  readersNow: () => ({}) as never,
}));

/** A spec in the list's terms: the collection id, the filters' fields and operators, the orders. */
function shape(spec: QuerySpec): Omit<AppQuery, 'by'> {
  return {
    collection: spec.collection.split('/').pop() as string,
    ...(spec.where?.length ? { where: spec.where.map(([field, op]) => [field, op]) } : {}),
    ...(spec.orderBy?.length ? { orderBy: spec.orderBy } : {}),
  } as Omit<AppQuery, 'by'>;
}

describe('the web app’s queries', () => {
  it('are each listed for check:deploy, and the list names no query the web does not make', async () => {
    const asked: QuerySpec[] = [];
    vi.mocked(subscribeQuery).mockImplementation(((spec: QuerySpec) => {
      asked.push(spec);
      return () => {};
    }) as typeof subscribeQuery);
    vi.mocked(countQuery).mockImplementation(async (spec: QuerySpec) => {
      asked.push({ ...spec, orderBy: [] });
      return 0;
    });
    const sources = [
      lists.myListsQuery('u'),
      lists.membersQuery('L'),
      lists.listItemsQuery('u', 'L'),
      lists.listItemsQuery('u', null),
      lists.pendingInvitesQuery('a@example.com'),
      lists.listInvitesQuery('L'),
      diary.mealsQuery('u', { limit: 10 }),
      diary.favoritesQuery('u', 5),
      diary.favoriteOfMealQuery('u', 'm'),
      diary.dayTotalsQuery('u', '2026-03-01'),
      diary.dayRangeQuery('u', ['2026-03-01']),
      diary.dayMealsQuery('u', '2026-03-01', 20),
      recipes.sharedRecipesQuery('L', 5),
      recipes.recipeShareQuery('L', 'm'),
    ];
    for (const source of sources)
      source.subscribe(
        () => {},
        () => {},
      );
    await diary.countMeals('u');
    const listed = appQueries.filter((q) => q.by.startsWith('web ')).map(({ by: _by, ...query }) => query);
    const made = asked.map(shape);
    for (const query of made) expect(listed, JSON.stringify(query)).toContainEqual(query);
    for (const query of listed) expect(made, JSON.stringify(query)).toContainEqual(query);
  });
});
