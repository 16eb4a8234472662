import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptureMode } from '../hooks/use-analysis';
import { CameraIcon, ImageIcon, PencilIcon, RecipeIcon } from './action-icons';
import { ActionButton } from './capture-action';
import { PasteRecipe } from './paste-recipe';

interface Props {
  onOpenCamera: (mode: CaptureMode) => void;
  onFile: (file: File, mode: CaptureMode) => void;
  onScanText: (text: string) => void;
  /** Opens "Describe what you ate" (a meal logged from words). */
  onDescribe: () => void;
  /** Opens the recipe options when the user came back from a recipe capture. */
  initialScan?: boolean;
  /** Set when the camera failed and the user chose "upload instead": open the file picker right away. */
  autoPickFile?: RefObject<boolean>;
}

/** The entry points (photo, upload, scan a recipe, describe a meal) and, for recipes, the photo/upload/paste options. */
export function CaptureStart({
  onOpenCamera,
  onFile,
  onScanText,
  onDescribe,
  initialScan = false,
  autoPickFile,
}: Props) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(initialScan);
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement | null>(null);
  const mode: CaptureMode = scanning ? 'recipe' : 'food';

  const pickFile = () => fileInput.current?.click();
  useEffect(() => {
    if (autoPickFile?.current) {
      autoPickFile.current = false;
      fileInput.current?.click();
    }
  }, [autoPickFile]);
  const fileField = (
    <input
      ref={fileInput}
      type="file"
      accept="image/jpeg,image/png,image/*"
      className="visually-hidden"
      tabIndex={-1}
      aria-label={scanning ? t('camera.uploadRecipe') : t('camera.uploadImage')}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file, mode);
      }}
    />
  );

  // Photo and upload, of a meal or (while scanning) of a recipe.
  const photoActions = (
    <>
      <ActionButton
        icon={<CameraIcon />}
        title={scanning ? t('camera.photographRecipe') : t('camera.takePhoto')}
        hint={t('camera.takePhotoHint')}
        onClick={() => onOpenCamera(mode)}
      />
      <ActionButton
        icon={<ImageIcon />}
        title={scanning ? t('camera.uploadRecipe') : t('camera.uploadImage')}
        hint={t('camera.uploadImageHint')}
        onClick={pickFile}
      />
    </>
  );

  if (!scanning) {
    return (
      <section className="capture-start">
        <h1>{t('camera.title')}</h1>
        <p className="muted">{t('camera.subtitle')}</p>
        <div className="capture-start__actions">
          {photoActions}
          <ActionButton
            icon={<RecipeIcon />}
            title={t('camera.scanRecipe')}
            hint={t('camera.scanRecipeHint')}
            onClick={() => setScanning(true)}
          />
          <ActionButton
            icon={<PencilIcon />}
            title={t('diary.describe.action')}
            hint={t('diary.describe.actionHint')}
            onClick={onDescribe}
          />
        </div>
        {fileField}
      </section>
    );
  }

  return (
    <section className="capture-start">
      <h1>{t('camera.scanTitle')}</h1>
      <p className="muted">{t('camera.scanSubtitle')}</p>
      <div className="capture-start__actions">{photoActions}</div>
      {fileField}
      <PasteRecipe
        text={text}
        onTextChange={setText}
        onScanText={onScanText}
        onBack={() => setScanning(false)}
      />
    </section>
  );
}
