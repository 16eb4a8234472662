// Typed wrappers for the diary's callables that a screen runs itself (the rows, the place and logging again
// have their own hooks in hooks/): one place to mock in component tests.
import { call } from '../../lib/callable';

export const diaryApi = {
  clearHistory: () => call('clearHistory', {}),
};
