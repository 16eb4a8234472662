import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { DemoBanner } from '../../components/demo-banner';
import { ErrorBoundary } from '../../components/error-boundary';
import { Spinner } from '../../components/spinner';
import { useOutboxNotices } from '../../features/shopping/hooks/use-outbox';
import { useAuth } from '../../hooks/use-auth';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

// The i18n key naming each screen in the document title (the labels of its tab or button).
const screenTitles: Record<string, string> = {
  '/': 'layout.nav.camera',
  '/recipe': 'layout.nav.recipe',
  '/history': 'layout.nav.history',
  '/shopping': 'layout.nav.groceries',
  '/settings': 'settings.title',
  '/health': 'layout.nav.health',
};

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = screenTitles[pathname.replace(/(.)\/+$/, '$1')];
  useDocumentTitle(titleKey ? t(titleKey) : null);
  // Shopping changes made offline are sent from whichever screen the app opens on, and a change the
  // server refused for good is reported there.
  useOutboxNotices(useAuth().user?.uid ?? null);
  return (
    <div className="app-shell">
      <AppHeader />
      <DemoBanner />
      <main className="app-main" id="main">
        {/* Keyed by route: a screen that failed to load does not stop the user opening another. */}
        <ErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <div className="route-loading">
                <Spinner label={t('common.loading')} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <BottomNav />
    </div>
  );
}
