// The map of every callable's request and response schemas (each domain's are beside its documents:
// account/, diary/, recipes/, lists/, invites/, items/, weight/, plans/), shared by the functions and the web app
// (alias `@contracts`). zod only: no firebase imports, so the web bundle stays small. Requests are strict
// (unknown keys refused) and bounded; a message set here names its error catalogue entry (`catalogued`),
// and the server answers with that entry's English message and i18n key.
import type { z } from 'zod';
import { accountCallables } from './account/contracts.js';
import { diaryCallables } from './diary/contracts.js';
import { diaryLogCallables } from './diary/log-contracts.js';
import { quickLoggingCallables } from './diary/quick-contracts.js';
import { invitesCallables } from './invites/contracts.js';
import { itemsCallables } from './items/contracts.js';
import { listsCallables } from './lists/contracts.js';
import { nutritionCallables } from './nutrition/contracts.js';
import { plansCallables } from './plans/contracts.js';
import { recipesCallables } from './recipes/contracts.js';
import { weightCallables } from './weight/contracts.js';

export * from './account/contracts.js';
export * from './diary/contracts.js';
export * from './diary/log-contracts.js';
export * from './diary/quick-contracts.js';
export * from './diary/serving.js';
export * from './invites/contracts.js';
export * from './items/contracts.js';
export * from './lists/contracts.js';
export * from './plans/contracts.js';
export * from './recipes/contracts.js';
export * from './weight/contracts.js';

export const callables = {
  ...accountCallables,
  ...recipesCallables,
  ...diaryCallables,
  ...diaryLogCallables,
  ...quickLoggingCallables,
  ...listsCallables,
  ...invitesCallables,
  ...itemsCallables,
  ...nutritionCallables,
  ...weightCallables,
  ...plansCallables,
} as const;

export type CallableName = keyof typeof callables;
/** What a client sends (before trimming / lower-casing). */
export type CallableRequest<N extends CallableName> = z.input<(typeof callables)[N]['request']>;
/** What a handler receives after parsing. */
export type ParsedRequest<N extends CallableName> = z.output<(typeof callables)[N]['request']>;
export type CallableResponse<N extends CallableName> = z.output<(typeof callables)[N]['response']>;
