// The signed-in shell: router with one lazy chunk per route, the live profile, and the layout.
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ProfileProvider } from '../lib/profile';
import { AppLayout } from './layout/app-layout';

const screens = {
  '/': () => import('../features/camera/camera-page'),
  '/recipe': () => import('../features/recipe/recipe-page'),
  '/history': () => import('../features/history/history-page'),
  '/shopping': () => import('../features/shopping/shopping-page'),
  '/settings': () => import('../features/settings/settings-page'),
  '/health': () => import('../features/health/health-page'),
};
const CameraPage = lazy(screens['/']);
const RecipePage = lazy(screens['/recipe']);
const HistoryPage = lazy(screens['/history']);
const ShoppingPage = lazy(screens['/shopping']);
const SettingsPage = lazy(screens['/settings']);
const HealthPage = lazy(screens['/health']);

/** Starts loading the screen a path shows (unknown paths show the camera), ahead of rendering it. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const load = screens[pathname.replace(/\/+$/, '') as keyof typeof screens] ?? screens['/'];
  return load();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<CameraPage />} />
        <Route path="recipe" element={<RecipePage />} />
        <Route path="history" element={<HistoryPage />} />
        <Route path="shopping" element={<ShoppingPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="health" element={<HealthPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

export default function SignedInApp() {
  return (
    <BrowserRouter>
      <ProfileProvider>
        <AppRoutes />
      </ProfileProvider>
    </BrowserRouter>
  );
}
