// A recipe pasted as text, under "Scan a recipe": analysed as the photo of one would be.
import { useTranslation } from 'react-i18next';

interface Props {
  /** The text as typed; kept by the capture actions, so it is still there after a look back. */
  text: string;
  onTextChange: (text: string) => void;
  onScanText: (text: string) => void;
  /** Back to the capture actions. */
  onBack: () => void;
}

export function PasteRecipe({ text, onTextChange, onScanText, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <form
      className="field capture-start__paste"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onScanText(text.trim());
      }}
    >
      <label htmlFor="scan-text">{t('camera.pasteLabel')}</label>
      <textarea
        id="scan-text"
        value={text}
        placeholder={t('camera.pastePlaceholder')}
        onChange={(e) => onTextChange(e.target.value)}
        rows={5}
      />
      <div className="capture-start__paste-actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('camera.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={!text.trim()}>
          {t('camera.analyzeText')}
        </button>
      </div>
    </form>
  );
}
