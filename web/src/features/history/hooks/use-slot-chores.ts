// A whole slot at once: its entries copied or moved to another day and slot (yesterday's breakfast as
// today's), or deleted. Copy and move say how many entries went; a move or copy that lands on a day the
// user is not looking at offers to go there.
import { useTranslation } from 'react-i18next';
import { userTimeZone } from '../../../domains/diary/diary-day';
import type { MealSlot } from '../../../domains/diary/meal-slots';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';

export interface SlotTarget {
  day: string;
  slot: MealSlot;
}

/** `dayLabel` names a day as the diary does ("Today", "Mon 3 Mar"). */
export function useSlotChores(day: string, slot: MealSlot, dayLabel: (day: string) => string) {
  const { t } = useTranslation();
  const action = useCallableAction();
  const where = (target: SlotTarget) => ({
    slot: t(`diary.day.slot.${target.slot}`),
    day: dayLabel(target.day),
  });

  // Copy and move differ only in their callable and the word for what happened.
  const relocate = (name: 'copyDay' | 'moveSlot', success: string) => (to: SlotTarget) =>
    action.run(
      name,
      () =>
        call(name, {
          fromDay: day,
          slot,
          toDay: to.day,
          ...(to.slot !== slot ? { toSlot: to.slot } : {}),
          timeZone: userTimeZone(),
        }),
      {
        needsConnection: true,
        success,
        successValues: ({ mealIds }) => ({ count: mealIds.length, ...where(to) }),
      },
    );
  const copy = relocate('copyDay', 'diary.chores.copied');
  const move = relocate('moveSlot', 'diary.chores.moved');

  const remove = () =>
    action.run('deleteSlot', () => call('deleteSlot', { day, slot, timeZone: userTimeZone() }), {
      needsConnection: true,
      success: 'diary.chores.deleted',
      successValues: ({ deleted }) => ({ count: deleted, slot: t(`diary.day.slot.${slot}`) }),
    });

  return { busy: action.busy, copy, move, remove };
}
