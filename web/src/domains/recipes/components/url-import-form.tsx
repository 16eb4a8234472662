// "From a web address": the field for a recipe page's address and the import button. It only shows; the
// screen's hook (../hooks/use-recipe-import.ts) runs the import.
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/input-field';
import { Spinner } from '../../../components/spinner';
import './recipe-view.css';

interface Props {
  url: string;
  onUrlChange: (url: string) => void;
  onImport: () => void;
  busy: boolean;
  /** i18n key of the last failure. */
  error: string | null;
}

export function UrlImportForm({ url, onUrlChange, onImport, busy, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImport();
  };
  return (
    <form
      className="card stack url-import"
      onSubmit={submit}
      aria-busy={busy}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="url-import__title">
        {t('recipe.import.title')}
      </h2>
      <InputField
        id={`${id}-url`}
        label={t('recipe.import.urlLabel')}
        type="url"
        inputMode="url"
        autoComplete="url"
        required
        value={url}
        placeholder={t('recipe.import.urlPlaceholder')}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? `${id}-error` : undefined}
        onChange={(event) => onUrlChange(event.target.value)}
      >
        <p id={`${id}-hint`} className="muted url-import__hint">
          {t('recipe.import.hint')}
        </p>
      </InputField>
      <button type="submit" className="button button--primary button--block" disabled={busy || !url.trim()}>
        {busy && <Spinner size={18} />}
        {busy ? t('recipe.import.importing') : t('recipe.import.submit')}
      </button>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t(error)}
        </p>
      )}
    </form>
  );
}
