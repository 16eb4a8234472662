import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { DemoBanner } from '../../components/demo-banner';
import { Spinner } from '../../components/spinner';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <AppHeader />
      <DemoBanner />
      <main className="app-main" id="main">
        <Suspense
          fallback={
            <div className="route-loading">
              <Spinner label={t('common.loading')} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
