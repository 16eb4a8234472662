// Groceries' tests put the live store of shopping-store.ts in place of Firestore, the callables, the
// signed-in user and the profile, and shopping-outbox.ts in place of the browser's outbox. A test file
// imports this first, before the page it renders.
import { vi } from 'vitest';

vi.mock('../lib/firestore', () => import('./shopping-store'));
vi.mock('../lib/callable', () => import('./shopping-store'));
vi.mock('../lib/outbox-browser', () => import('./shopping-outbox'));
vi.mock('../hooks/use-auth', () => import('./shopping-store'));
vi.mock('../domains/account/hooks/use-profile', () => import('./shopping-store'));
