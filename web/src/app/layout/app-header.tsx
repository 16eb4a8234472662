import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
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

export function AppHeader() {
  const { t } = useTranslation();
  const health = useToggleRoute('/health');
  const settings = useToggleRoute('/settings');
  return (
    <header className="app-header">
      <Link to="/" className="app-header__logo" aria-label={t('layout.home')}>
        <LogoMark />
        <span className="app-header__name">{t('common.appName')}</span>
      </Link>
      <div className="app-header__actions">
        <button
          type="button"
          className="icon-button"
          aria-pressed={health.active}
          aria-label={health.active ? t('layout.closeHealth') : t('layout.openHealth')}
          onClick={health.toggle}
        >
          <HeartPulseIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-pressed={settings.active}
          aria-label={settings.active ? t('layout.closeSettings') : t('layout.openSettings')}
          onClick={settings.toggle}
        >
          <SettingsIcon />
        </button>
      </div>
    </header>
  );
}
