import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useOpenInviteCount } from '../../domains/lists/hooks/use-pending-invites';
import { HeartPulseIcon, LogoMark, SettingsIcon } from './icons';

interface ReturnState {
  from?: string;
}

/** Header icons toggle: pressed on their own screen they return to where the user came from. */
function useToggleRoute(path: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const active = location.pathname === path;
  const toggle = () => {
    if (active) {
      const from = (location.state as ReturnState | null)?.from;
      navigate(from && from !== path ? from : '/');
    } else {
      const here = `${location.pathname}${location.search}`;
      const previous = (location.state as ReturnState | null)?.from;
      // Going from health straight to settings keeps the original screen as the way back.
      const from =
        location.pathname === '/health' || location.pathname === '/settings' ? (previous ?? '/') : here;
      navigate(path, { state: { from } satisfies ReturnState });
    }
  };
  return { active, toggle };
}

interface HeaderToggleProps {
  path: string;
  openLabel: string;
  closeLabel: string;
  /** A count shown on the icon (left out when 0); the labels should say it too. */
  badge?: number;
  children: ReactNode;
}

/** An icon button that opens its screen, or closes it again when pressed on that screen. */
function HeaderToggle({ path, openLabel, closeLabel, badge = 0, children }: HeaderToggleProps) {
  const { active, toggle } = useToggleRoute(path);
  return (
    <button
      type="button"
      className={badge > 0 ? 'icon-button icon-button--badged' : 'icon-button'}
      aria-pressed={active}
      aria-label={active ? closeLabel : openLabel}
      onClick={toggle}
    >
      {children}
      {badge > 0 && (
        <span className="icon-button__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}

export function AppHeader() {
  const { t } = useTranslation();
  // The same live query as Settings' pending invitations: one listener for both.
  const pending = useOpenInviteCount();
  return (
    <header className="app-header">
      <Link to="/" className="app-header__logo" aria-label={t('layout.home')}>
        <LogoMark />
        <span className="app-header__name">{t('common.appName')}</span>
      </Link>
      <div className="app-header__actions">
        <HeaderToggle path="/health" openLabel={t('layout.openHealth')} closeLabel={t('layout.closeHealth')}>
          <HeartPulseIcon />
        </HeaderToggle>
        <HeaderToggle
          path="/settings"
          openLabel={
            pending > 0 ? t('layout.openSettingsInvites', { count: pending }) : t('layout.openSettings')
          }
          closeLabel={t('layout.closeSettings')}
          badge={pending}
        >
          <SettingsIcon />
        </HeaderToggle>
      </div>
    </header>
  );
}
