import { expect, it, vi } from 'vitest';
import { subscribeDoc } from '../../lib/firestore';
import { firstAnswer, serveStoredDocument } from '../../testing/fake-firestore';
import { profileQuery } from './queries';

vi.mock('../../lib/firestore', () => import('../../testing/fake-firestore'));

it('reads the profile document with every field falling back', async () => {
  serveStoredDocument({ name: 'Ann', language: 'xx' });
  expect(await firstAnswer(profileQuery('u1'))).toMatchObject({
    id: 'u1',
    name: 'Ann',
    language: 'en',
    shoppingLists: [],
  });
  expect(vi.mocked(subscribeDoc).mock.calls.at(-1)?.[0]).toBe('users/u1');
});
