// Today's diary day for a screen that stays open: it moves on to the new day after midnight.
import { useEffect, useState } from 'react';
import { localDay } from '../diary-day';

/** Today's date in the browser's zone; a screen left open over midnight moves on to the new day. */
export function useLocalDay(): string {
  const [day, setDay] = useState(() => localDay());
  useEffect(() => {
    // Checked every minute rather than timed to midnight: a sleeping device or a changed zone is caught too.
    const timer = setInterval(() => setDay(localDay()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return day;
}
