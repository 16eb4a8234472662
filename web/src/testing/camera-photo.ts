// The camera screen's photo as tests use it: what the downscaler makes of it, the analysis it gets, and
// the upload itself. The module also stands in for the downscaler and for use-profile (a profile with one
// list). In a test file:
//   vi.mock('./image-downscale/downscale-image', () => import('../../testing/camera-photo'));
//   vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/camera-photo'));
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { call } from './fake-callable';

/** What downscaleImage makes of every photo. */
export const prepared = {
  image: `data:image/jpeg;base64,${'A'.repeat(600)}`,
  thumbnail: 'data:image/jpeg;base64,TTT',
  width: 1024,
  height: 768,
};

/** analyzeFoodImage's answer: three rows, logged as lunch. */
export const foodResult = {
  mealId: 'meal-1',
  nutrition: {
    calories: 612,
    protein: 31.5,
    carbs: 70,
    fat: 18,
    description: 'Grilled chicken with rice and broccoli',
    ingredients: ['chicken breast', 'rice', 'broccoli'],
    macroCalories: 568,
    consistent: true,
    items: [
      { id: 'r1', name: 'chicken breast', grams: 150, calories: 248, protein: 23, carbs: 0, fat: 5.4 },
      { id: 'r2', name: 'rice', grams: 200, calories: 260, protein: 5.4, carbs: 56, fat: 0.6 },
      { id: 'r3', name: 'broccoli', grams: 100, calories: 104, protein: 3.1, carbs: 14, fat: 12 },
    ],
  },
  diary: { day: '2026-11-23', slot: 'lunch' },
};

/** Picks a JPEG in the file field labelled `label`. */
export async function uploadPhoto(user: ReturnType<typeof userEvent.setup>, label = 'Upload an image') {
  await user.upload(
    screen.getByLabelText(label),
    new File(['jpeg-bytes'], 'meal.jpg', { type: 'image/jpeg' }),
  );
}

export const downscaleImage = vi.fn();
export const useProfile = () => ({ profile: { shoppingLists: ['list-1'] } });

/** Before each test: no answers given yet, every photo downscaled to `prepared`, and object URLs for the
 * preview (vi.unstubAllGlobals after it). */
export function resetCamera() {
  call.mockReset();
  downscaleImage.mockReset().mockResolvedValue(prepared);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  );
}
