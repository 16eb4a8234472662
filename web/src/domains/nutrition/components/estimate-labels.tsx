import { useTranslation } from 'react-i18next';
import './nutrition.css';

interface Props {
  /** The backend marks answers of the local demo AI: say so, they are not real estimates. */
  demo?: boolean;
  /** false when calories and macros disagree (docs/product-rules.md#calorie-consistency-check). */
  consistent?: boolean;
}

/** Small notes that qualify an AI estimate; renders nothing for a normal answer. */
export function EstimateLabels({ demo = false, consistent = true }: Props) {
  const { t } = useTranslation();
  if (!demo && consistent) return null;
  return (
    <div className="estimate-labels">
      {demo && (
        <span className="demo-label" title={t('recipe.nutrition.demoAnswerHint')}>
          {t('recipe.nutrition.demoAnswer')}
        </span>
      )}
      {!consistent && <p className="estimate-note">{t('recipe.nutrition.inconsistent')}</p>}
    </div>
  );
}
