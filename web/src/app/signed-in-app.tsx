// The signed-in shell: router with one lazy chunk per route, the live profile, and the layout.
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ProfileProvider } from '../lib/profile';
import { AppLayout } from './layout/app-layout';

const CameraPage = lazy(() => import('../features/camera/camera-page'));
const RecipePage = lazy(() => import('../features/recipe/recipe-page'));
const HistoryPage = lazy(() => import('../features/history/history-page'));
const ShoppingPage = lazy(() => import('../features/shopping/shopping-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const HealthPage = lazy(() => import('../features/health/health-page'));

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
