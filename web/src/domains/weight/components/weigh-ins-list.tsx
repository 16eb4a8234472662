// The weigh-ins behind the chart, newest first, each with a delete button (the weigh-in goes at once and a
// toast offers an undo before the delete is sent). Folded away until asked for: logging is what Health is
// opened for, correcting is rare (a weigh-in logged again for the same day replaces it).
import type { WeightPoint } from '@shared/weight/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import { TrashIcon } from '../../../components/icons';
import type { WeightFormat } from '../weight-format';

/** Rows shown before "Show all". */
const FIRST_ROWS = 7;

interface Props {
  points: readonly WeightPoint[];
  format: WeightFormat;
  onDelete: (day: string) => void;
}

export function WeighInsList({ points, format, onDelete }: Props) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();
  const [all, setAll] = useState(false);
  if (points.length === 0) return null;
  const newestFirst = [...points].reverse();
  const rows = all ? newestFirst : newestFirst.slice(0, FIRST_ROWS);
  return (
    <div className="weigh-ins">
      <DisclosureButton disclosure={disclosure} className="button button--link weigh-ins__toggle">
        {t('weight.list.toggle', { count: points.length })}
      </DisclosureButton>
      {disclosure.open && (
        <div id={disclosure.panelId}>
          <ul className="weigh-ins__list">
            {rows.map((point) => (
              <li key={point.day} className="weigh-ins__row">
                <span className="weigh-ins__day">{format.day(point.day)}</span>
                <span className="weigh-ins__kg">{format.weight(point.kg)}</span>
                <button
                  type="button"
                  className="icon-button weigh-ins__delete"
                  aria-label={t('weight.list.delete', { day: format.longDay(point.day) })}
                  onClick={() => onDelete(point.day)}
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
          {!all && newestFirst.length > FIRST_ROWS && (
            <button type="button" className="button button--link" onClick={() => setAll(true)}>
              {t('weight.list.showAll', { count: newestFirst.length })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
