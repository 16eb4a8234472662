// Stands in for hooks/use-auth: user u1 is signed in. In a test file:
//   vi.mock('../../hooks/use-auth', () => import('../../testing/fake-auth'));
import { vi } from 'vitest';

export const useAuth = vi.fn(() => ({ user: { uid: 'u1' } }) as never);
