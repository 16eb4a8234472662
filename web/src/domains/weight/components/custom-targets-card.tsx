// The user's own daily targets: calories, and protein, carbs and fat in grams or as % of the calories.
// On Health rather than in Settings: they stand in for the goal and the expenditure shown just above, the
// floor warning and the resulting split read best beside those, and Settings' profile form (with its own
// Save and leave guard) is about the body, not the diary. Saving follows them (targetSource 'custom');
// "Stop" goes back to the formula. Under the safety floor they are kept, with the warning beside them.
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';
import type { Profile } from '../../account/hooks/use-profile';
import {
  type CustomTargetsProblems,
  type CustomTargetsValues,
  checkCustomTargets,
  MACROS,
  valuesFrom,
} from '../custom-targets-model';
import { diaryTargets } from '../diary-targets';
import { useTargetSource } from '../hooks/use-target-source';
import { MacroUnitChoice, TargetField } from './custom-targets-fields';
import './weight.css';

const plain = (value: number) => formatNumber(value, { maximumFractionDigits: 1, useGrouping: false });

export function CustomTargetsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const id = useId();
  const active = profile.targetSource === 'custom';
  const [open, setOpen] = useState(active);
  const [values, setValues] = useState<CustomTargetsValues>(() => valuesFrom(profile.customTargets, plain));
  const [problems, setProblems] = useState<CustomTargetsProblems>({});
  const source = useTargetSource();

  const checked = checkCustomTargets(values);
  // What the diary would use with these numbers, as the user types them.
  const preview = checked.ok
    ? diaryTargets({ ...profile, targetSource: 'custom', customTargets: checked.targets })
    : null;

  const set = (key: keyof CustomTargetsValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined, form: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    await source.followOwn(checked.targets, 'weight.custom.saved');
  };

  const field = (key: 'calories' | (typeof MACROS)[number], label: string) => (
    <TargetField
      key={key}
      formId={id}
      name={key}
      label={label}
      value={values[key]}
      problem={problems[key]}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <section className="card custom-targets" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('weight.custom.title')}</h2>
      <p className="muted custom-targets__hint">
        {active ? t('weight.custom.inUse') : t('weight.custom.hint')}
      </p>
      {!open ? (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          {t('weight.custom.open')}
        </button>
      ) : (
        <form className="stack custom-targets__form" onSubmit={submit} noValidate aria-busy={source.busy}>
          {field('calories', t('weight.custom.calories'))}
          <MacroUnitChoice formId={id} value={values.macroUnit} onChange={(unit) => set('macroUnit', unit)} />
          <div className="custom-targets__macros">
            {MACROS.map((key) =>
              field(
                key,
                t('weight.custom.macro', {
                  name: t(`weight.custom.${key}`),
                  unit:
                    values.macroUnit === 'g'
                      ? t('weight.custom.gramsShort')
                      : t('weight.custom.percentShort'),
                }),
              ),
            )}
          </div>
          {problems.form && <p className="form-error">{t(problems.form)}</p>}
          {preview && (
            <p className="custom-targets__preview" data-testid="custom-preview">
              {t('weight.custom.preview', {
                calories: formatNumber(preview.calories),
                protein: formatNumber(preview.protein),
                carbs: formatNumber(preview.carbs),
                fat: formatNumber(preview.fat),
              })}
            </p>
          )}
          {preview?.belowFloor && (
            <p className="banner banner--warning" role="note">
              {t('weight.custom.belowFloor', { value: formatNumber(preview.floor) })}
            </p>
          )}
          {source.error && <p className="form-error">{source.error.message}</p>}
          <div className="custom-targets__actions">
            <button type="submit" className="button button--primary" disabled={source.busy}>
              {active ? t('weight.custom.update') : t('weight.custom.save')}
            </button>
            {active && (
              <button
                type="button"
                className="button button--ghost"
                disabled={source.busy}
                onClick={() => void source.choose('formula', 'weight.custom.stopped')}
              >
                {t('weight.custom.stop')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
