import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../hooks/use-auth';
import { setLanguage } from '../lib/i18n';
import { renderWithApp } from '../testing/render';
import { App } from './app';
import { preloadScreen } from './screens';
import { AppRoutes } from './signed-in-app';

vi.mock(import('../hooks/use-auth'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: vi.fn(),
}));
vi.mock('../features/camera/camera-page', () => ({ default: () => <h1>camera page</h1> }));
vi.mock('../features/recipe/recipe-page', () => ({ default: () => <h1>recipe page</h1> }));
vi.mock('../features/history/history-page', () => ({ default: () => <h1>history page</h1> }));
vi.mock('../features/shopping/shopping-page', () => ({ default: () => <h1>shopping page</h1> }));
vi.mock('../features/settings/settings-page', () => ({ default: () => <h1>settings page</h1> }));
vi.mock('../features/health/health-page', () => ({ default: () => <h1>health page</h1> }));
vi.mock('../features/auth/login-page', () => ({ default: () => <h1>login page</h1> }));

function authState(state: { user: { uid: string; email: string } | null; loading: boolean }) {
  vi.mocked(useAuth).mockReturnValue({ ...state } as ReturnType<typeof useAuth>);
}

describe('App auth gate', () => {
  // Strings load before the gate renders; load them up front so the timing of the first test is steady.
  beforeAll(() => setLanguage('en'));

  it('shows a spinner while the sign-in state is checked', async () => {
    authState({ user: null, loading: true });
    render(<App />);
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows only the login screen when signed out', async () => {
    authState({ user: null, loading: false });
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'login page' })).toBeInTheDocument();
  });
});

describe('App when its strings cannot be downloaded', () => {
  it('says so in the browser language, with a reload, instead of showing raw keys', async () => {
    vi.resetModules();
    vi.doMock('../lib/i18n', async (importOriginal) => ({
      ...(await importOriginal<typeof import('../lib/i18n')>()),
      initI18n: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      detectLanguage: () => 'da' as const,
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { App: FreshApp } = await import('./app');
    render(<FreshApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Skærmen kunne ikke indlæses.');
    expect(screen.getByRole('button', { name: 'Genindlæs' })).toBeInTheDocument();
    vi.doUnmock('../lib/i18n');
  });
});

describe('routes', () => {
  it.each([
    ['/', 'camera page'],
    ['/recipe', 'recipe page'],
    ['/history', 'history page'],
    ['/shopping', 'shopping page'],
    ['/settings', 'settings page'],
    ['/health', 'health page'],
    ['/no/such/page', 'camera page'],
  ])('%s shows the %s', async (route, heading) => {
    authState({ user: { uid: 'u1', email: 'a@example.com' }, loading: false });
    await renderWithApp(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});

describe('preloadScreen', () => {
  it.each([
    ['/history', 'history page'],
    ['/settings/', 'settings page'],
    ['/no/such/page', 'camera page'],
  ])('%s loads the code of the %s', async (path, heading) => {
    const screenModule = (await preloadScreen(path)) as { default: ComponentType };
    render(<screenModule.default />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
