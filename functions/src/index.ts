// Wiring only: every deployed function, each a thin wrapper over a handler (docs/ARCHITECTURE.md#functions).
import { handleDeleteAccount } from './account/delete-account.js';
import { handleEnsureProfile } from './account/ensure-profile.js';
import { handleExportData } from './account/export-data.js';
import { handleUpdateProfile } from './account/update-profile.js';
import { handleAnalyzeFoodImage } from './diary/analyze-food-image.js';
import { handleClearHistory } from './diary/clear-history.js';
import { handleCopyDay } from './diary/copy-day.js';
import { handleCorrectMeal } from './diary/correct-meal.js';
import { handleDeleteMeal, handleLogRecipe, handleUndoMealCorrection } from './diary/diary-handlers.js';
import {
  handleDeleteFavorite,
  handleLogFavorite,
  handleRenameFavorite,
  handleSaveFavorite,
} from './diary/favorites.js';
import { handleLogAgain } from './diary/log-again.js';
import { handleLogFoods } from './diary/log-foods.js';
import { handleLogMeal } from './diary/log-meal.js';
import { handleScanLabel } from './diary/scan-label.js';
import { handleDeleteSlot, handleMoveSlot } from './diary/slot-chores.js';
import { handleUpdateMeal } from './diary/update-meal.js';
import { handleLogWater } from './diary/water.js';
import { handleAcceptInvite } from './invites/accept-invite.js';
import { handleCancelInvite } from './invites/cancel-invite.js';
import { handleDeclineInvite } from './invites/decline-invite.js';
import { handleInviteMember } from './invites/invite-member.js';
import { handleAddIngredientsToList } from './items/add-ingredients.js';
import {
  handleAddItem,
  handleClearCheckedItems,
  handleDeleteItem,
  handleUpdateItem,
} from './items/item-handlers.js';
import { handleCreateList } from './lists/create-list.js';
import { handleDeleteList } from './lists/delete-list.js';
import { handleLeaveList } from './lists/leave-list.js';
import { handleRenameList } from './lists/rename-list.js';
import { handleLookupBarcode } from './nutrition/product-lookup.js';
import { handleSearchFoods } from './nutrition/search-foods.js';
import { handleAddPlanToList } from './plans/add-plan-to-list.js';
import { handleLogPlanned } from './plans/log-planned.js';
import { handlePlanRecipe, handleUnplanRecipe, handleUpdatePlan } from './plans/plan-handlers.js';
import { callable, type OnCallOptions } from './platform/callable.js';
import { openAiApiKey } from './platform/config.js';
import { handleGenerateRecipe } from './recipes/generate-recipe.js';
import { handleImportRecipeFromUrl } from './recipes/import-recipe-url.js';
import { handleScanRecipe } from './recipes/scan-recipe.js';
import { handleShareRecipe, handleUnshareRecipe } from './recipes/share-recipe.js';
import { handleEnergyBalance } from './weight/energy-balance.js';
import { handleDeleteWeight, handleLogWeight } from './weight/weigh-ins.js';

export { onInviteCreated } from './invites/on-invite-created.js';

// AI calls give up within 60 s themselves (openai-port.ts); the function timeout leaves room to answer.
// An AI call mostly waits on the provider, so one instance serves several at once; with the global daily
// budget (AI_GLOBAL_DAILY_QUOTA) in the low thousands, 3 instances x 10 is plenty and caps a burst at 30
// calls in flight per AI callable (functions/README.md). Each App Check token is good for one AI call
// (platform/callable.ts, for the callables of shared/ai/ai-callables.ts).
const ai: OnCallOptions = {
  secrets: [openAiApiKey],
  timeoutSeconds: 90,
  memory: '512MiB',
  maxInstances: 3,
  concurrency: 10,
};

export const ensureProfile = callable('ensureProfile', handleEnsureProfile);
export const updateProfile = callable('updateProfile', handleUpdateProfile);
export const clearHistory = callable('clearHistory', handleClearHistory);
// Deleting an account walks every collection that may name the user; give it time for large histories.
export const deleteAccount = callable('deleteAccount', handleDeleteAccount, {
  fallback: 'deleteAccountError',
  timeoutSeconds: 300,
});
export const exportData = callable('exportData', handleExportData, {
  fallback: 'exportDataError',
  memory: '512MiB',
});

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
// A recipe page's address: the page is fetched (10 s and 2 MB at most, safe-fetch.ts); the model reads it
// only when it has no structured recipe.
export const importRecipeFromUrl = callable('importRecipeFromUrl', handleImportRecipeFromUrl, {
  ...ai,
  fallback: 'importRecipeError',
});

// The diary. logMeal and correctMeal always ask the AI; updateMeal does when it has new foods to estimate.
export const logMeal = callable('logMeal', handleLogMeal, { ...ai, fallback: 'estimateError' });
export const updateMeal = callable('updateMeal', handleUpdateMeal, { ...ai, fallback: 'estimateError' });
export const correctMeal = callable('correctMeal', handleCorrectMeal, { ...ai, fallback: 'estimateError' });
export const undoMealCorrection = callable('undoMealCorrection', handleUndoMealCorrection);
export const deleteMeal = callable('deleteMeal', handleDeleteMeal);
export const logRecipe = callable('logRecipe', handleLogRecipe);
export const shareRecipe = callable('shareRecipe', handleShareRecipe);
export const unshareRecipe = callable('unshareRecipe', handleUnshareRecipe);

// Logging in seconds: an earlier meal, a favourite or a whole day logged again. No AI call.
export const logAgain = callable('logAgain', handleLogAgain);
export const saveFavorite = callable('saveFavorite', handleSaveFavorite);
export const logFavorite = callable('logFavorite', handleLogFavorite);
export const renameFavorite = callable('renameFavorite', handleRenameFavorite);
export const deleteFavorite = callable('deleteFavorite', handleDeleteFavorite);
export const copyDay = callable('copyDay', handleCopyDay);
// The diary page: foods logged into a slot from the table (hence its memory), a barcode or by hand; the
// day's water; a whole slot moved or deleted. No AI call.
export const logFoods = callable('logFoods', handleLogFoods, { memory: '512MiB' });
export const logWater = callable('logWater', handleLogWater);
export const moveSlot = callable('moveSlot', handleMoveSlot);
export const deleteSlot = callable('deleteSlot', handleDeleteSlot);
// Packaged foods: a barcode looked up at Open Food Facts (10 s at most), a nutrition label read by the AI.
export const lookupBarcode = callable('lookupBarcode', handleLookupBarcode, {
  fallback: 'productLookupUnavailable',
});
export const scanLabel = callable('scanLabel', handleScanLabel, { ...ai, fallback: 'labelError' });

// The food table: search by name in four languages. The table is loaded once per instance, on first use.
export const searchFoods = callable('searchFoods', handleSearchFoods, { memory: '512MiB' });

// Weight over time: weigh-ins and the energy balance measured from them and the diary. No AI call.
export const logWeight = callable('logWeight', handleLogWeight, { fallback: 'logWeightError' });
export const deleteWeight = callable('deleteWeight', handleDeleteWeight, { fallback: 'deleteWeightError' });
export const energyBalance = callable('energyBalance', handleEnergyBalance, {
  fallback: 'energyBalanceError',
});

export const createList = callable('createList', handleCreateList);
export const renameList = callable('renameList', handleRenameList);
export const deleteList = callable('deleteList', handleDeleteList);
export const leaveList = callable('leaveList', handleLeaveList);

const invitation: OnCallOptions = { unauthenticated: 'noUserLoggedIn' };
export const inviteMember = callable('inviteMember', handleInviteMember, invitation);
export const acceptInvite = callable('acceptInvite', handleAcceptInvite, invitation);
export const declineInvite = callable('declineInvite', handleDeclineInvite, invitation);
export const cancelInvite = callable('cancelInvite', handleCancelInvite, invitation);

export const addItem = callable('addItem', handleAddItem, { fallback: 'addItemError' });
export const updateItem = callable('updateItem', handleUpdateItem, { fallback: 'updateItemError' });
export const deleteItem = callable('deleteItem', handleDeleteItem, { fallback: 'deleteItemError' });
export const clearCheckedItems = callable('clearCheckedItems', handleClearCheckedItems, {
  fallback: 'clearCheckedError',
});
export const addIngredientsToList = callable('addIngredientsToList', handleAddIngredientsToList, {
  fallback: 'failedToAddIngredients',
});

// The meal plan: recipes on days for a number of persons, logged in one tap, shopped on one list. No AI call.
export const planRecipe = callable('planRecipe', handlePlanRecipe, { fallback: 'planError' });
export const updatePlan = callable('updatePlan', handleUpdatePlan, { fallback: 'planError' });
export const unplanRecipe = callable('unplanRecipe', handleUnplanRecipe, { fallback: 'planError' });
export const logPlanned = callable('logPlanned', handleLogPlanned);
export const addPlanToList = callable('addPlanToList', handleAddPlanToList, { fallback: 'addPlanError' });
