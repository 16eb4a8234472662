// The diary's callables bound to their handlers, run as deployed (`callable`): one binding for every
// handler test of the diary and the food table.
import { handleUpdateProfile } from '../../src/account/update-profile.js';
import { handleAnalyzeFoodImage } from '../../src/diary/analyze-food-image.js';
import { handleCopyDay } from '../../src/diary/copy-day.js';
import { handleCorrectMeal } from '../../src/diary/correct-meal.js';
import { handleDeleteMeal } from '../../src/diary/diary-handlers.js';
import { handleLogAgain } from '../../src/diary/log-again.js';
import { handleLogFoods } from '../../src/diary/log-foods.js';
import { handleLogMeal } from '../../src/diary/log-meal.js';
import { handleDeleteSlot, handleMoveSlot } from '../../src/diary/slot-chores.js';
import { handleUpdateMeal } from '../../src/diary/update-meal.js';
import { handleLogWater } from '../../src/diary/water.js';
import { handleSearchFoods } from '../../src/nutrition/search-foods.js';
import { callable } from './call.js';

export const analyzeFoodImage = callable('analyzeFoodImage', handleAnalyzeFoodImage);
export const copyDay = callable('copyDay', handleCopyDay);
export const correctMeal = callable('correctMeal', handleCorrectMeal);
export const deleteMeal = callable('deleteMeal', handleDeleteMeal);
export const deleteSlot = callable('deleteSlot', handleDeleteSlot);
export const logAgain = callable('logAgain', handleLogAgain);
export const logFoods = callable('logFoods', handleLogFoods);
export const logMeal = callable('logMeal', handleLogMeal);
export const logWater = callable('logWater', handleLogWater);
export const moveSlot = callable('moveSlot', handleMoveSlot);
export const searchFoods = callable('searchFoods', handleSearchFoods);
export const updateMeal = callable('updateMeal', handleUpdateMeal);
export const updateProfile = callable('updateProfile', handleUpdateProfile);
