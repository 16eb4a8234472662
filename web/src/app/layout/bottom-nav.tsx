import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CameraIcon, CartIcon, ChefHatIcon, HistoryIcon } from './icons';

const tabs: { to: string; labelKey: string; icon: ReactNode }[] = [
  { to: '/shopping', labelKey: 'layout.nav.groceries', icon: <CartIcon /> },
  { to: '/recipe', labelKey: 'layout.nav.recipe', icon: <ChefHatIcon /> },
  { to: '/', labelKey: 'layout.nav.camera', icon: <CameraIcon /> },
  { to: '/history', labelKey: 'layout.nav.history', icon: <HistoryIcon /> },
];

export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('layout.mainNavigation')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.to === '/'}
          className={({ isActive }) => `bottom-nav__tab${isActive ? ' bottom-nav__tab--active' : ''}`}
        >
          {tab.icon}
          <span>{t(tab.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
