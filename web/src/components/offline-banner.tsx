import { type CSSProperties, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's connectivity flag, kept current by its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

// Inline so the banner needs nothing from the shared stylesheets; the colours are the theme's tokens.
const bannerStyle: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 50,
  paddingInline: 'var(--space-4, 1rem)',
  paddingBottom: 'var(--space-2, 0.5rem)',
  // Below the iPhone status bar when installed to the home screen.
  paddingTop: 'max(var(--space-2, 0.5rem), env(safe-area-inset-top))',
  textAlign: 'center',
  fontSize: '0.9rem',
  fontWeight: 600,
  color: 'var(--color-warning, #8a5a00)',
  background: 'var(--color-warning-soft, #fff1cc)',
  borderBottom: '1px solid var(--color-border, #d9e0da)',
};

/**
 * Says plainly that the app is offline (the service worker still opens it from its cache), so failed
 * saves and analyses are not mistaken for bugs. Hidden while online.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" style={bannerStyle}>
      {t('common.offline')}
    </div>
  );
}
