// Fibre, sugars and salt as one short line ("Fibre 4.2 g · Sugars 12 g · Salt 1.3 g"), beside the macros
// of the today card, History's day, a meal's rows and the camera result. Only the figures that are known
// show; with none, nothing does.
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import './extra-figures.css';
import { type ExtraFigureSource, extraFigures } from '../extra-figures';
import { formatGrams } from './format-nutrition';

/** Salt to exactly one decimal ("1.0 g"), the way labels print it. */
const formatSalt = (grams: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(grams);

/** Each known figure as it reads ("Salt 1.3 g"), in the user's language. */
export function extraFigureTexts(
  values: ExtraFigureSource | null | undefined,
  t: TFunction,
  language: string,
) {
  return extraFigures(values).map(({ key, grams }) =>
    t(`diary.extras.${key}`, {
      value: key === 'salt' ? formatSalt(grams, language) : formatGrams(grams, language),
    }),
  );
}

export function ExtraFigures({
  values,
  className = '',
  inline = false,
  note,
}: {
  values: ExtraFigureSource | null | undefined;
  className?: string;
  /** A span inside another line of text rather than a paragraph of its own. */
  inline?: boolean;
  /** Said after the figures (which foods they cover). */
  note?: string;
}) {
  const { t, i18n } = useTranslation();
  const texts = extraFigureTexts(values, t, i18n.language);
  if (texts.length === 0) return null;
  const Line = inline ? 'span' : 'p';
  return (
    <Line className={`extra-figures ${className}`.trim()} data-testid="extra-figures">
      {texts.map((text, index) => (
        // The separator stands outside the figure: a narrow line breaks between figures, never inside one.
        <Fragment key={text}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span className="extra-figures__item">{text}</span>
        </Fragment>
      ))}
      {note && <span className="extra-figures__note"> {note}</span>}
    </Line>
  );
}
