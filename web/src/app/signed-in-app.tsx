// The signed-in shell: router with one lazy chunk per route, the live profile, and the layout.
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ProfileProvider } from '../domains/account/hooks/use-profile';
// Loaded with the shell rather than at sign-out: signing out offline must still forget the account here.
import '../lib/forget-account';
import { AccountGoneWatch } from './account-gone-watch';
import { followSession } from './follow-session';
import { AppLayout } from './layout/app-layout';
import { screens } from './screens';

followSession();

const CameraPage = lazy(screens['/']);
const RecipePage = lazy(screens['/recipe']);
const HistoryPage = lazy(screens['/history']);
const ShoppingPage = lazy(screens['/shopping']);
const SettingsPage = lazy(screens['/settings']);
const HealthPage = lazy(screens['/health']);

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
        <AccountGoneWatch />
        <AppRoutes />
      </ProfileProvider>
    </BrowserRouter>
  );
}
