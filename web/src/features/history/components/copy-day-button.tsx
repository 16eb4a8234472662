// "Copy to today" on a past day's header: copyDay puts every eaten entry of that day on today, in the
// same slots. When a single entry comes back, the toast offers to take it back.
import { useTranslation } from 'react-i18next';
import { localDay, userTimeZone } from '../../../domains/diary/diary-day';
import { useQuickLog } from '../../../domains/diary/hooks/use-quick-log';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { useToast } from '../../../hooks/use-toast';
import { call } from '../../../lib/callable';

interface Props {
  day: string;
  /** The day as its header names it. */
  label: string;
}

export function CopyDayButton({ day, label }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const copying = useCallableAction();
  const { offerUndo } = useQuickLog();

  const copy = async () => {
    const outcome = await copying.run(
      'copyDay',
      () => call('copyDay', { fromDay: day, toDay: localDay(), timeZone: userTimeZone() }),
      { needsConnection: true },
    );
    if (!outcome.ok) return;
    const { mealIds } = outcome.value;
    const message = t('diary.quick.copied', { count: mealIds.length });
    const [only] = mealIds;
    if (mealIds.length === 1 && only) offerUndo(only, message, { key: 'diary.quick.copyRemoved' });
    else toast.show(message, { tone: 'success' });
  };

  return (
    <button
      type="button"
      className="button button--link history-day__copy"
      disabled={copying.busy}
      aria-label={t('diary.quick.copyDayNamed', { day: label })}
      onClick={() => void copy()}
    >
      {t('diary.quick.copyToToday')}
    </button>
  );
}
