import { expect, it, vi } from 'vitest';
import { firstAnswer } from '../testing/fake-firestore';
import type { subscribeQuery } from './firestore';

vi.mock('./firestore', () => import('../testing/fake-firestore'));

it('opens the first query once the readers have loaded, and none that was cancelled before', async () => {
  // A fresh app: nothing has loaded the readers yet.
  vi.resetModules();
  const firestore = await import('./firestore');
  const fresh = await import('./live-data');
  vi.mocked(firestore.subscribeQuery).mockImplementation(((_spec: unknown, onData: (rows: []) => void) => {
    onData([]);
    return () => {};
  }) as typeof subscribeQuery);
  const cancel = fresh.matching('meals', { user_id: 'left' }, 'readMeal', { limit: 10 }).subscribe(
    () => {},
    () => {},
  );
  cancel();
  const stayed = firstAnswer(fresh.matching('meals', { user_id: 'u1' }, 'readMeal', { limit: 10 }));
  expect(firestore.subscribeQuery).not.toHaveBeenCalled();
  expect(await stayed).toEqual([]);
  expect(vi.mocked(firestore.subscribeQuery).mock.calls.map(([spec]) => spec.where)).toEqual([
    [['user_id', '==', 'u1']],
  ]);
});
