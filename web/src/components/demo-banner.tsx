import { useTranslation } from 'react-i18next';
import { env } from '../lib/env';

/**
 * Shown when the app runs against the local demo AI (docs/product-rules.md#asking-the-ai): its estimates are
 * not real.
 */
export function DemoBanner({ enabled = env.VITE_AI_DEMO }: { enabled?: boolean }) {
  const { t } = useTranslation();
  if (!enabled) return null;
  return (
    <div className="demo-banner" role="note">
      {t('common.demoAiBanner')}
    </div>
  );
}
