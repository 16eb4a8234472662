// The diary's slots: where in a day an eaten entry counts.
import type { MealSlot } from '@shared/documents';

export type { MealSlot };
/** The diary's slots in the order of a day (the list is spelled here so this chunk does not load the
 * document schemas). */
export const mealSlots = ['breakfast', 'lunch', 'dinner', 'snack'] as const satisfies readonly MealSlot[];
