// Where the diary's targets come from (profile `targetSource`): the formula, the measured expenditure or the
// user's own numbers. Each change is one updateProfile call; the live profile then shows it everywhere.
import type { TargetSource } from '@shared/account/profile-values';
import { useCallback } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import type { CustomTargetsRequest } from '../custom-targets-model';

export function useTargetSource() {
  const { busy, error, run } = useCallableAction({ errors: 'inline' });

  /** Follows `source` from now on; `success` is the toast's i18n key. True when saved. */
  const choose = useCallback(
    async (source: Exclude<TargetSource, 'custom'>, success: string) =>
      (await run('updateProfile', () => call('updateProfile', { targetSource: source }), { success })).ok,
    [run],
  );

  /** Saves the user's own targets and follows them. True when saved. */
  const followOwn = useCallback(
    async (customTargets: CustomTargetsRequest, success: string) =>
      (
        await run('updateProfile', () => call('updateProfile', { targetSource: 'custom', customTargets }), {
          success,
        })
      ).ok,
    [run],
  );

  return { busy, error, choose, followOwn };
}
