import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';

interface Props {
  /** The diary day the meal was logged on: "View history" opens that day. */
  day?: string;
  onGenerateRecipe: () => void;
  onAnalyseAnother: () => void;
  /** A meal logged from words: the follow-up logs another in words ("Log another"). */
  text?: boolean;
}

/** After an analysis: where the meal went (History) and what to do with it next. */
export function ResultNextSteps({ day, onGenerateRecipe, onAnalyseAnother, text = false }: Props) {
  const { t } = useTranslation();
  return (
    <section className="card camera-next" aria-labelledby="camera-next-title">
      <h2 id="camera-next-title" className="visually-hidden">
        {t('camera.nextSteps')}
      </h2>
      <p className="camera-next__saved">
        <CheckIcon size={18} className="camera-next__check" /> {t('camera.savedToHistory')}{' '}
        <Link to={day ? `/history?day=${day}` : '/history'}>{t('camera.openHistory')}</Link>
      </p>
      <div className="camera-next__actions">
        <button type="button" className="button button--primary" onClick={onGenerateRecipe}>
          {t('camera.generateRecipe')}
        </button>
        <button type="button" className="button button--ghost" onClick={onAnalyseAnother}>
          {text ? t('camera.logAnother') : t('camera.analyseAnother')}
        </button>
      </div>
    </section>
  );
}
