// The camera screen's session: what is on it (the capture actions, the live camera, a photo to analyse,
// the "describe what you ate" form, or a refused file) and what was last analysed, so that "try again",
// "choose another" and "start over" each go back to the right place. A photo is prepared (downscaled) as
// soon as it exists, so most of the work is done before "Analyse" is pressed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downscaleImage, type PreparedImage } from '../image-downscale/downscale-image';
import { type AnalysisInput, type CaptureMode, useAnalysis } from './use-analysis';

// Codes that mean this file will never work: the way out is another photo, not the same one again.
export const fileCodes = new Set([
  'camera.notImage',
  'camera.imageError',
  'camera.invalidImageFormat',
  'camera.imageTooSmall',
]);

/** A picked file the browser labels as something other than an image (a .txt, a .pdf) is refused at once. */
const mightBeImage = (blob: Blob) => blob.type === '' || blob.type.startsWith('image/');

interface Photo {
  url: string;
  mode: CaptureMode;
  /** Started as soon as the photo exists, so most of the work is done before "analyse" is pressed. */
  prepared: Promise<PreparedImage>;
}

/** What the top of the screen shows. */
export type Stage = 'refused' | 'camera' | 'photo' | 'describe' | 'back' | 'start';

export function useCaptureSession() {
  const [cameraMode, setCameraMode] = useState<CaptureMode | null>(null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [lastInput, setLastInput] = useState<AnalysisInput | null>(null);
  const [scanOptions, setScanOptions] = useState(false);
  const { analysis, run, reset, update } = useAnalysis();
  const [note, setNote] = useState('');
  // "Describe what you ate" is open (its form replaces the capture actions).
  const [describing, setDescribing] = useState(false);
  const uploadAfterCancel = useRef(false);
  // A file refused before any analysis: the panel replaces the capture actions until another is chosen.
  const [badFile, setBadFile] = useState<{ code: string; mode: CaptureMode } | null>(null);
  const preparing = useRef<Promise<PreparedImage> | null>(null);

  // Object URLs hold the photo in memory until revoked.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const refuseFile = useCallback(
    (code: string, mode: CaptureMode) => {
      preparing.current = null;
      reset();
      setPhoto(null);
      setLastInput(null);
      setCameraMode(null);
      setScanOptions(mode === 'recipe');
      setBadFile({ code, mode });
    },
    [reset],
  );

  const takePhoto = useCallback(
    (blob: Blob, mode: CaptureMode) => {
      if (!mightBeImage(blob)) {
        refuseFile('camera.notImage', mode);
        return;
      }
      const prepared = downscaleImage(blob);
      preparing.current = prepared;
      // An image that cannot be decoded is refused as soon as that is known, not after "Analyse".
      prepared.catch(() => {
        if (preparing.current === prepared) refuseFile('camera.imageError', mode);
      });
      reset();
      setBadFile(null);
      setLastInput(null);
      setCameraMode(null);
      setNote('');
      setScanOptions(mode === 'recipe');
      setPhoto({ url: URL.createObjectURL(blob), mode, prepared });
    },
    [reset, refuseFile],
  );

  const startOver = () => {
    preparing.current = null;
    reset();
    setPhoto(null);
    setLastInput(null);
    setBadFile(null);
    setNote('');
    setDescribing(false);
  };

  // Back to the capture actions with the file picker open, in the mode the refused file was for.
  const chooseAnother = (mode: CaptureMode) => {
    startOver();
    setScanOptions(mode === 'recipe');
    uploadAfterCancel.current = true;
  };

  const analyse = (input: AnalysisInput) => {
    setLastInput(input);
    void run(input);
  };

  const analysePhoto = () => {
    if (photo)
      analyse({
        kind: 'photo',
        mode: photo.mode,
        prepare: () => photo.prepared,
        ...(photo.mode === 'food' && note.trim() ? { note: note.trim() } : {}),
      });
  };

  const retry = () => {
    if (lastInput) void run(lastInput);
  };

  /** Leaves the live camera for the capture actions; with `upload`, the file picker opens at once. */
  const closeCamera = (upload: boolean) => {
    if (upload) uploadAfterCancel.current = true;
    setScanOptions(cameraMode === 'recipe');
    setCameraMode(null);
  };

  const describe = () => {
    startOver();
    setDescribing(true);
  };

  const running = analysis.status === 'running';
  const runningMode =
    lastInput?.kind === 'text'
      ? 'recipe'
      : lastInput?.kind === 'meal'
        ? 'food'
        : (lastInput?.mode ?? photo?.mode ?? 'food');
  // A refused file: its problem panel is the whole screen until another photo is chosen.
  const stage: Stage = badFile
    ? 'refused'
    : cameraMode
      ? 'camera'
      : photo
        ? 'photo'
        : describing && analysis.status !== 'food'
          ? 'describe'
          : (lastInput?.kind === 'text' || lastInput?.kind === 'meal') && analysis.status !== 'idle'
            ? 'back'
            : 'start';

  return {
    analysis,
    update,
    stage,
    running,
    runningMode,
    cameraMode,
    photo,
    note,
    setNote,
    badFile,
    lastInput,
    scanOptions,
    uploadAfterCancel,
    openCamera: setCameraMode,
    closeCamera,
    takePhoto,
    startOver,
    chooseAnother,
    analyse,
    analysePhoto,
    retry,
    describe,
  };
}

export type CaptureSession = ReturnType<typeof useCaptureSession>;
