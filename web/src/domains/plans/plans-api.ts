// Typed wrappers for the meal plan's callables: one place to mock in component tests.
import type { CallableRequest } from '@contracts';
import { call } from '../../lib/callable';

export const plansApi = {
  planRecipe: (request: CallableRequest<'planRecipe'>) => call('planRecipe', request),
  updatePlan: (request: CallableRequest<'updatePlan'>) => call('updatePlan', request),
  unplanRecipe: (planId: string) => call('unplanRecipe', { planId }),
  addPlanToList: (request: CallableRequest<'addPlanToList'>) => call('addPlanToList', request),
  logPlanned: (planId: string, timeZone: string) => call('logPlanned', { planId, timeZone }),
};
