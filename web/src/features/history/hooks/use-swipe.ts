// A horizontal swipe on an element: a finger that moves at least 60 px sideways, clearly more than it
// moves up or down (a scroll of the page is not a swipe). The diary's day steps back with a swipe to the
// right and forward with one to the left, as a calendar's pages turn.
import { type TouchEvent, useRef } from 'react';

/** Less than this is a tap or a wobble. */
export const SWIPE_MIN_PX = 60;

/** Where a sideways finger means something else: a sheet over the page (its touches reach the page's
 * handlers through React's tree), a row of chips that scrolls sideways, a field. */
const NOT_A_SWIPE = '[role="dialog"], .chip-row, input, select, textarea';

export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
}

export function useSwipe(onLeft: () => void, onRight: () => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      const inside = event.target instanceof Element && event.target.closest(NOT_A_SWIPE) !== null;
      start.current =
        touch && event.touches.length === 1 && !inside ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      if (dx < 0) onLeft();
      else onRight();
    },
  };
}
