import { describe, expect, it, vi } from 'vitest';
import { buildIdFromUrl, registerServiceWorker } from './register-sw';

interface FakeWorker {
  postMessage: ReturnType<typeof vi.fn>;
}

function fakeWindow({ readyState = 'loading', onLine = true, waiting = null as FakeWorker | null } = {}) {
  const active: FakeWorker = { postMessage: vi.fn() };
  const register = vi.fn(async () => ({ waiting: null }));
  const listeners = new Map<string, () => void>();
  const swListeners = new Map<string, () => void>();
  // The new worker takes control (controllerchange) once it is told to stop waiting.
  if (waiting) {
    waiting.postMessage.mockImplementation(() =>
      setTimeout(() => swListeners.get('controllerchange')?.(), 0),
    );
  }
  const win = {
    location: { origin: 'https://meals.example' },
    document: { readyState },
    navigator: {
      onLine,
      serviceWorker: {
        register,
        ready: Promise.resolve({ active, waiting: null }),
        // Where Chromium reports a waiting worker once the registration object is up to date.
        getRegistration: vi.fn(async () => ({ active, waiting })),
        addEventListener: (type: string, fn: () => void) => swListeners.set(type, fn),
      },
    },
    performance: {
      getEntriesByType: () => [
        { name: 'https://meals.example/assets/login-page-abc.js' },
        { name: 'https://meals.example/assets/en-common-def.js' },
        { name: 'https://identitytoolkit.googleapis.com/v1/accounts:lookup' },
        { name: 'https://meals.example/favicon.svg' },
      ],
    },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  };
  return { win: win as unknown as Window, register, active, fire: (type: string) => listeners.get(type)?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  it('does nothing in development builds, where Vite serves unhashed modules', () => {
    const { win, register } = fakeWindow({ readyState: 'complete' });
    expect(registerServiceWorker({ production: false, buildId: 'x', win })).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('waits for the load event, then registers the worker versioned by the build', async () => {
    const { win, register, fire } = fakeWindow();
    expect(registerServiceWorker({ production: true, buildId: 'index-Cl0PjeEm', win })).toBe(true);
    expect(register).not.toHaveBeenCalled();
    fire('load');
    await settle();
    expect(register).toHaveBeenCalledWith('/sw.js?v=index-Cl0PjeEm', { scope: '/' });
  });

  it('hands the worker the app chunks this page already loaded, and nothing from other origins', async () => {
    const { win, active } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker({ production: true, buildId: 'b', win });
    await settle();
    expect(active.postMessage).toHaveBeenCalledWith({
      type: 'cache-urls',
      urls: [
        'https://meals.example/assets/login-page-abc.js',
        'https://meals.example/assets/en-common-def.js',
      ],
    });
  });

  it('activates an update installed during an earlier visit when online, then lets it cache the page', async () => {
    const waiting = { postMessage: vi.fn() };
    const { win, active } = fakeWindow({ readyState: 'complete', waiting });
    registerServiceWorker({ production: true, buildId: 'b', win });
    await settle();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    await settle();
    expect(active.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'cache-urls' }));
  });

  it('keeps the old worker while offline, since its caches are what this page runs on', async () => {
    const waiting = { postMessage: vi.fn() };
    const { win } = fakeWindow({ readyState: 'complete', waiting, onLine: false });
    registerServiceWorker({ production: true, buildId: 'b', win });
    await settle();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });
});

describe('buildIdFromUrl', () => {
  it('takes the hashed chunk name, which changes with every build of the app', () => {
    expect(buildIdFromUrl('https://meals.example/assets/index-Cl0PjeEm.js')).toBe('index-Cl0PjeEm');
  });
});
