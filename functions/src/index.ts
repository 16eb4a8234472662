// Wiring only: every deployed function, each a thin wrapper over a handler (docs/ARCHITECTURE.md#functions).
import { handleEnsureProfile } from './account/ensure-profile.js';
import { handleUpdateProfile } from './account/update-profile.js';
import { handleAnalyzeFoodImage } from './ai/analyze-food-image.js';
import { handleGenerateRecipe } from './ai/generate-recipe.js';
import { handleScanRecipe } from './ai/scan-recipe.js';
import { openAiApiKey } from './config.js';
import { handleAcceptInvite } from './invites/accept-invite.js';
import { handleDeclineInvite } from './invites/decline-invite.js';
import { handleInviteMember } from './invites/invite-member.js';
import { handleAddIngredientsToList } from './items/add-ingredients.js';
import {
  handleAddItem,
  handleClearCheckedItems,
  handleDeleteItem,
  handleUpdateItem,
} from './items/item-handlers.js';
import { callable, type OnCallOptions } from './lib/callable.js';
import { handleCreateList } from './lists/create-list.js';
import { handleDeleteList } from './lists/delete-list.js';
import { handleLeaveList } from './lists/leave-list.js';
import { handleRenameList } from './lists/rename-list.js';
import { handleClearHistory } from './meals/clear-history.js';

export { onInviteCreated } from './invites/on-invite-created.js';

// AI calls give up within 60 s themselves (openai-port.ts); the function timeout leaves room to answer.
const ai: OnCallOptions = { secrets: [openAiApiKey], timeoutSeconds: 90, memory: '512MiB' };

export const ensureProfile = callable('ensureProfile', handleEnsureProfile);
export const updateProfile = callable('updateProfile', handleUpdateProfile);
export const clearHistory = callable('clearHistory', handleClearHistory);

export const analyzeFoodImage = callable('analyzeFoodImage', handleAnalyzeFoodImage, {
  ...ai,
  fallback: 'analyzeError',
});
export const scanRecipe = callable('scanRecipe', handleScanRecipe, { ...ai, fallback: 'scanError' });
export const generateRecipe = callable('generateRecipe', handleGenerateRecipe, {
  ...ai,
  unauthenticated: 'signInToGenerate',
  fallback: 'generateError',
});

export const createList = callable('createList', handleCreateList);
export const renameList = callable('renameList', handleRenameList);
export const deleteList = callable('deleteList', handleDeleteList);
export const leaveList = callable('leaveList', handleLeaveList);

const invitation: OnCallOptions = { unauthenticated: 'noUserLoggedIn' };
export const inviteMember = callable('inviteMember', handleInviteMember, invitation);
export const acceptInvite = callable('acceptInvite', handleAcceptInvite, invitation);
export const declineInvite = callable('declineInvite', handleDeclineInvite, invitation);

export const addItem = callable('addItem', handleAddItem, { fallback: 'addItemError' });
export const updateItem = callable('updateItem', handleUpdateItem, { fallback: 'updateItemError' });
export const deleteItem = callable('deleteItem', handleDeleteItem, { fallback: 'deleteItemError' });
export const clearCheckedItems = callable('clearCheckedItems', handleClearCheckedItems, {
  fallback: 'clearCheckedError',
});
export const addIngredientsToList = callable('addIngredientsToList', handleAddIngredientsToList, {
  fallback: 'failedToAddIngredients',
});
