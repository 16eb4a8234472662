// The camera screen from the capture to the analysis: the capture actions, a photo taken or uploaded
// (with its note) through to its result and next steps, and each way an analysis can fail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downscaleImage, foodResult, prepared, resetCamera, uploadPhoto } from '../../testing/camera-photo';
import * as callable from '../../testing/fake-callable';
import { renderWithApp } from '../../testing/render';
import { renderPageAt } from '../../testing/where';
import CameraPage from './camera-page';

const mocks = vi.hoisted(() => ({ sendVerificationEmail: vi.fn() }));
vi.mock('../../lib/auth', async (original) => ({
  ...(await original<typeof import('../../lib/auth')>()),
  sendVerificationEmail: mocks.sendVerificationEmail,
}));

vi.mock('../../lib/callable', () => import('../../testing/fake-callable'));
vi.mock('./image-downscale/downscale-image', () => import('../../testing/camera-photo'));
vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/camera-photo'));

/** The page with a photo uploaded and sent for analysis. */
async function analysePhoto(user: ReturnType<typeof userEvent.setup>) {
  await renderWithApp(<CameraPage />);
  await uploadPhoto(user);
  await user.click(screen.getByRole('button', { name: 'Analyse meal' }));
}

describe('CameraPage', () => {
  beforeEach(resetCamera);
  afterEach(() => vi.unstubAllGlobals());

  it('offers the capture actions', async () => {
    await renderWithApp(<CameraPage />);
    for (const name of [/Take a photo/, /Upload an image/, /Scan a recipe/, /Describe what you ate/]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('goes upload -> captured -> analysing -> result with tiles and ingredients', async () => {
    const user = userEvent.setup();
    let answer!: (value: unknown) => void;
    callable.call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderWithApp(<CameraPage />);
    await uploadPhoto(user);

    expect(screen.getByRole('img', { name: 'Captured photo' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Analyse meal' }));
    expect(screen.getByRole('alertdialog', { name: 'Generating nutrition data…' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading nutrition data')).toBeInTheDocument();
    expect(callable.call).toHaveBeenCalledWith('analyzeFoodImage', {
      image: prepared.image,
      thumbnail: prepared.thumbnail,
      // The meal is logged in the diary in the browser's calendar.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });

    answer(foodResult);
    expect(await screen.findByText('Grilled chicken with rice and broccoli')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('tile-calories')).toHaveTextContent('612 kcal');
    expect(screen.getByTestId('tile-protein')).toHaveTextContent('31.5 g');
    // The estimate's rows: name, grams, kcal and macros of each food, and their total.
    const rows = screen.getAllByTestId('meal-row');
    expect(rows.map((row) => within(row).getByText(/kcal/).textContent)).toEqual([
      '248 kcal',
      '260 kcal',
      '104 kcal',
    ]);
    expect(within(rows[1] as HTMLElement).getByLabelText('Grams of rice')).toHaveValue('200');
    expect(screen.getByTestId('meal-rows-total')).toHaveTextContent(/612 kcal\s*P 31.5 g · C 70 g · F 18 g/);
    expect(screen.queryByText('Demo answer')).not.toBeInTheDocument();
  });

  it('offers the next steps after a result, in the user language', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue(foodResult);
    await renderPageAt(<CameraPage />, '/', { language: 'da' });
    await user.upload(
      screen.getByLabelText('Upload et billede'),
      new File(['jpeg-bytes'], 'meal.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Analysér måltid' }));
    const next = await screen.findByRole('region', { name: 'Hvad nu?' });
    expect(next).toHaveTextContent('Gemt i din historik.');
    // It opens the day the meal was logged on.
    expect(within(next).getByRole('link', { name: 'Se historik' })).toHaveAttribute(
      'href',
      '/history?day=2026-11-23',
    );

    // "Analyse another" goes back to the capture actions.
    await user.click(within(next).getByRole('button', { name: 'Analysér en anden' }));
    expect(screen.queryByText('Grilled chicken with rice and broccoli')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tag et billede/ })).toBeInTheDocument();

    // "Generate a recipe" opens the recipe screen asking for this meal's recipe.
    await user.upload(
      screen.getByLabelText('Upload et billede'),
      new File(['jpeg-bytes'], 'meal.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Analysér måltid' }));
    await user.click(await screen.findByRole('button', { name: 'Lav en opskrift' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/recipe');
    expect(screen.getByTestId('where-state')).toHaveTextContent('{"recipeForMeal":"meal-1"}');
  });

  it('labels a demo answer and flags numbers that do not add up', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue({
      ...foodResult,
      demo: true,
      nutrition: { ...foodResult.nutrition, consistent: false },
    });
    await analysePhoto(user);
    expect(await screen.findByText('Demo answer')).toBeInTheDocument();
    expect(screen.getByText(/don't quite add up/)).toBeInTheDocument();
  });

  it('shows the no-food panel with the retry hint, and starts over for another photo', async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValueOnce(new callable.CallError('camera.noFoodDetected'));
    await analysePhoto(user);
    expect(await screen.findByText("We couldn't detect any food in this image")).toBeInTheDocument();
    expect(screen.getByText('Please try again with a clear, well-lit photo of food.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try another photo' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Captured photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Take a photo/ })).toBeInTheDocument();
  });

  it('shows the generic error panel for any other failure, retries the same photo, and remove starts over', async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValue(new callable.CallError('common.error'));
    await analysePhoto(user);
    expect(await screen.findByText('Failed to analyse image. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again with a clear photo of food.');

    callable.call.mockResolvedValueOnce(foodResult);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grilled chicken with rice and broccoli')).toBeInTheDocument();
    expect(callable.call).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByText('Grilled chicken with rice and broccoli')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Take a photo/ })).toBeInTheDocument();
  });

  it('an account not verified yet is told to verify its e-mail, and can have the link sent again', async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValue(new callable.CallError('common.aiVerifyEmail'));
    mocks.sendVerificationEmail.mockResolvedValue(undefined);
    await analysePhoto(user);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Verify your email address to keep using photo analysis');
    expect(panel).not.toHaveTextContent('clear photo of food');
    await user.click(within(panel).getByRole('button', { name: 'Resend email' }));
    expect(mocks.sendVerificationEmail).toHaveBeenCalledTimes(1);
  });

  it('gives the generic error panel of a food photo its hint in every language (Spanish)', async () => {
    const user = userEvent.setup();
    callable.call.mockRejectedValue(new callable.CallError('common.error'));
    await renderWithApp(<CameraPage />, { language: 'es' });
    await uploadPhoto(user, 'Subir una imagen');
    await user.click(screen.getByRole('button', { name: 'Analizar comida' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Inténtalo de nuevo con una foto nítida de comida.',
    );
  });

  it('refuses an image that cannot be read as soon as it is picked, without calling the server', async () => {
    const user = userEvent.setup();
    downscaleImage.mockRejectedValue(new Error('decode failed'));
    await renderWithApp(<CameraPage />);
    await uploadPhoto(user);
    expect(await screen.findByText(/could not be read/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Captured photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyse meal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeInTheDocument();
    expect(callable.call).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'notes.txt', 'text/plain', 'Upload an image', 'This file is not a photo.', 'Choose another photo'],
    [
      'de',
      'menu.pdf',
      'application/pdf',
      'Bild hochladen',
      'Diese Datei ist kein Foto.',
      'Anderes Foto wählen',
    ],
  ] as const)(
    'in %s, refuses a %s when picked and opens the picker for another photo',
    async (language, name, type, upload, message, again) => {
      const user = userEvent.setup({ applyAccept: false });
      const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
      await renderWithApp(<CameraPage />, { language });
      await user.upload(screen.getByLabelText(upload), new File(['not an image'], name, { type }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(downscaleImage).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).not.toHaveTextContent(/well-lit|gut beleuchteten/);

      await user.click(screen.getByRole('button', { name: again }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByLabelText(upload)).toBeInTheDocument();
      expect(click).toHaveBeenCalledTimes(1);
      click.mockRestore();
    },
  );

  it('says the connection is the problem when offline, and retries once it is back', async () => {
    const user = userEvent.setup();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    callable.call.mockRejectedValueOnce(new callable.CallError('common.error', 'internal'));
    await analysePhoto(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check your internet connection and try again.',
    );
    // The photo is not to blame.
    expect(screen.queryByText(/clear photo|well-lit/)).not.toBeInTheDocument();

    online.mockReturnValue(true);
    callable.call.mockResolvedValueOnce(foodResult);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grilled chicken with rice and broccoli')).toBeInTheDocument();
    online.mockRestore();
  });

  it('explains a denied camera permission and offers the upload instead', async () => {
    const user = userEvent.setup();
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(denied) },
    });
    await renderWithApp(<CameraPage />);
    await user.click(screen.getByRole('button', { name: /Take a photo/ }));
    expect(await screen.findByText(/Camera access was denied/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take picture' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Take a photo/ })).toBeInTheDocument());
  });

  it('forgets the result when the page is left and opened again', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue(foodResult);
    const first = await renderWithApp(<CameraPage />);
    await uploadPhoto(user);
    await user.click(screen.getByRole('button', { name: 'Analyse meal' }));
    await screen.findByText('Grilled chicken with rice and broccoli');
    first.unmount();
    await renderWithApp(<CameraPage />);
    expect(screen.queryByText('Grilled chicken with rice and broccoli')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Take a photo/ })).toBeInTheDocument();
  });

  it('sends a note with a meal photo', async () => {
    const user = userEvent.setup();
    callable.call.mockResolvedValue(foodResult);
    await renderWithApp(<CameraPage />);
    await uploadPhoto(user);
    await user.type(screen.getByLabelText('Note for the photo (optional)'), '  half portion ');
    await user.click(screen.getByRole('button', { name: 'Analyse meal' }));
    expect(callable.call).toHaveBeenCalledWith('analyzeFoodImage', {
      image: prepared.image,
      thumbnail: prepared.thumbnail,
      note: 'half portion',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await screen.findByText('Grilled chicken with rice and broccoli');
  });
});
