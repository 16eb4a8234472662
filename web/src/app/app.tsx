// Root: strings first, then auth. Signed-out visitors get only the login screen; the router,
// layout and every data SDK load with the signed-in shell (DESIGN 7 first-load budget).
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { OfflineBanner } from '../components/offline-banner';
import { FullScreenSpinner } from '../components/spinner';
import { ToastProvider } from '../components/toast';
import { startAuth, useAuth } from '../lib/auth';
import { i18n, initI18n, loadAllNamespaces } from '../lib/i18n';

const loadLoginPage = () => import('../features/auth/login-page');
const LoginPage = lazy(loadLoginPage);
// The signed-in shell and the strings of every screen load together.
const SignedInApp = lazy(() =>
  Promise.all([import('./signed-in-app'), loadAllNamespaces()]).then(([module]) => module),
);

function AuthGate() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const spinner = <FullScreenSpinner label={t('common.loading')} />;
  if (loading) return spinner;
  return <Suspense fallback={spinner}>{user ? <SignedInApp /> : <LoginPage />}</Suspense>;
}

export function App() {
  const [ready, setReady] = useState(i18n.isInitialized);
  useEffect(() => {
    // After the first paint (the spinner), fetch Auth and the login screen while the strings load,
    // instead of one after the other.
    startAuth();
    void loadLoginPage();
    let active = true;
    initI18n()
      .catch((error: unknown) => console.error('i18n: could not load strings', error))
      .finally(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  if (!ready) return <FullScreenSpinner />;
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <OfflineBanner />
        <AuthGate />
      </ToastProvider>
    </I18nextProvider>
  );
}
