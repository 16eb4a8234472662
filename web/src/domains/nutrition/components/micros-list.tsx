// The nutrients some food knew, grouped as vitamins, minerals and cholesterol, and in one sentence those no
// food knew (unknown is not 0, so they get no line of their own).
import { type MicroName, microNames } from '@shared/nutrition/micros';
import { useTranslation } from 'react-i18next';
import type { MicroLine } from '../micros-model';
import { MicroLineItem } from './micro-line';

const GROUPS = ['vitamins', 'minerals', 'other'] as const;

/** The table lists the vitamins first, then from calcium on the minerals, and cholesterol last. */
const groupOf = (name: MicroName): (typeof GROUPS)[number] => {
  if (name === 'cholesterol') return 'other';
  return microNames.indexOf(name) < microNames.indexOf('calcium') ? 'vitamins' : 'minerals';
};

export function MicrosList({ lines, unknown }: { lines: MicroLine[]; unknown: MicroName[] }) {
  const { t } = useTranslation();
  return (
    <>
      {GROUPS.map((group) => {
        const shown = lines.filter((line) => groupOf(line.name) === group);
        if (shown.length === 0) return null;
        return (
          <div key={group} className="micros__group">
            <h3 className="micros__group-title">{t(`micros.groups.${group}`)}</h3>
            <ul className="micros__list">
              {shown.map((line) => (
                <MicroLineItem key={line.name} line={line} />
              ))}
            </ul>
          </div>
        );
      })}
      {unknown.length > 0 && (
        <p className="micros__unknown" data-testid="micros-unknown">
          {t('micros.unknown', { names: unknown.map((name) => t(`micros.names.${name}`)).join(', ') })}
        </p>
      )}
    </>
  );
}
