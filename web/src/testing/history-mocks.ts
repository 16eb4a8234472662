// History's tests put the in-memory world of history-store.ts in place of Firestore, the signed-in user,
// the callables and the profile. A test file imports this first, before the page it renders.
import { vi } from 'vitest';

vi.mock('../lib/firestore', () => import('./history-store'));
vi.mock('../hooks/use-auth', () => import('./history-store'));
vi.mock('../lib/callable', () => import('./history-store'));
vi.mock('../domains/account/hooks/use-profile', () => import('./history-store'));
