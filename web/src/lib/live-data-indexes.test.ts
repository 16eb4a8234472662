// The web's live queries are the ones scripts/lib/app-queries.mjs lists (which `npm run check:deploy`
// checks against firestore.indexes.json): a query changed here without the list fails this test.
import { describe, expect, it, vi } from 'vitest';
import { type AppQuery, appQueries } from '../../../scripts/lib/app-queries.mjs';
import { countQuery, type QuerySpec, subscribeQuery } from './firestore';
import * as live from './live-data';

vi.mock(import('./firestore'), async (importOriginal) => ({
  ...(await importOriginal()),
  subscribeQuery: vi.fn(() => () => {}),
  countQuery: vi.fn(async () => 0),
}));
vi.mock(import('./document-readers'), async (importOriginal) => ({
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
      live.myListsQuery('u'),
      live.membersQuery('L'),
      live.listItemsQuery('u', 'L'),
      live.listItemsQuery('u', null),
      live.pendingInvitesQuery('a@example.com'),
      live.listInvitesQuery('L'),
      live.mealsQuery('u', { limit: 10 }),
      live.favoritesQuery('u', 5),
      live.favoriteOfMealQuery('u', 'm'),
      live.dayTotalsQuery('u', '2026-03-01'),
      live.dayRangeQuery('u', ['2026-03-01']),
      live.dayMealsQuery('u', '2026-03-01', 20),
      live.sharedRecipesQuery('L', 5),
      live.recipeShareQuery('L', 'm'),
    ];
    for (const source of sources)
      source.subscribe(
        () => {},
        () => {},
      );
    await live.countMeals('u');
    const listed = appQueries.filter((q) => q.by.startsWith('web ')).map(({ by: _by, ...query }) => query);
    const made = asked.map(shape);
    for (const query of made) expect(listed, JSON.stringify(query)).toContainEqual(query);
    for (const query of listed) expect(made, JSON.stringify(query)).toContainEqual(query);
  });
});
