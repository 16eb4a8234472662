// Root: strings first, then auth. Signed-out visitors get only the login screen; the router,
// layout and every data SDK load with the signed-in shell (docs/product-rules.md#budgets: first load).
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ErrorBoundary, LoadFailedView } from '../components/error-boundary';
import { OfflineBanner } from '../components/offline-banner';
import { FullScreenSpinner } from '../components/spinner';
import { ToastProvider } from '../components/toast';
import { useAuth } from '../hooks/use-auth';
import { scheduleAuthStart } from '../lib/auth';
import { detectLanguage, i18n, initI18n, loadAllNamespaces } from '../lib/i18n';
import { loadOnce } from '../lib/load-once';
import { startupFailedStrings } from '../lib/startup-strings';

/** The login screen's code; main.tsx fetches it alongside the strings when nobody is signed in here. */
export const loadLoginPage = () => import('../features/auth/login-page');
const LoginPage = lazy(loadLoginPage);
// The signed-in shell and the strings of every screen load together.
const loadSignedInApp = loadOnce(() =>
  Promise.all([import('./signed-in-app'), loadAllNamespaces()]).then(([module]) => module),
);
const SignedInApp = lazy(loadSignedInApp);

/**
 * When a session is expected, main.tsx starts the signed-in shell, its strings and the screen of the
 * current address together, while Auth confirms the user, instead of one after the other.
 * A failure here is left to the real load, which tries again.
 */
export function preloadSignedInApp(pathname: string): void {
  // The route table is a chunk of its own (in the entry it would weigh on the sign-in screen), asked for
  // first: the screen's code waits for it, and later requests queue behind earlier ones.
  import('./screens').then((screens) => screens.preloadScreen(pathname)).catch(() => {});
  loadSignedInApp().catch(() => {});
}

function AuthGate() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const spinner = <FullScreenSpinner label={t('common.loading')} />;
  if (loading) return spinner;
  return <Suspense fallback={spinner}>{user ? <SignedInApp /> : <LoginPage />}</Suspense>;
}

export function App() {
  const [strings, setStrings] = useState<'loading' | 'ready' | 'failed'>(
    i18n.isInitialized ? 'ready' : 'loading',
  );
  useEffect(() => {
    // Auth now when a session is expected, else on first use (main.tsx has fetched the login screen).
    const cancelAuthStart = scheduleAuthStart();
    let active = true;
    initI18n().then(
      // A transition: React renders the screen in slices that leave the main thread free for input.
      () => active && startTransition(() => setStrings('ready')),
      (error: unknown) => {
        console.error('i18n: could not load strings', error);
        if (active) setStrings('failed');
      },
    );
    return () => {
      active = false;
      cancelAuthStart();
    };
  }, []);
  if (strings === 'loading') return <FullScreenSpinner />;
  if (strings === 'failed') return <LoadFailedView fullScreen {...startupFailedStrings(detectLanguage())} />;
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <OfflineBanner />
        <ErrorBoundary fullScreen>
          <AuthGate />
        </ErrorBoundary>
      </ToastProvider>
    </I18nextProvider>
  );
}
