// The browser tab and the history list name the screen first ("History · Meal Assistant"), in the
// user's language, so tabs and screen-reader announcements of the page tell the screens apart.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to `screen · app name`; with no screen, the app name alone. */
export function useDocumentTitle(screen: string | null): void {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = screen ? `${screen} · ${appName}` : appName;
  }, [screen, appName]);
}
