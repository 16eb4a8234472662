// A count with − and + buttons around it under a legend: the recipe's persons, the portions eaten.

interface Props {
  legend: string;
  /** The count as shown (formatted for the user's language). */
  shown: string;
  fewerLabel: string;
  moreLabel: string;
  canStepDown: boolean;
  canStepUp: boolean;
  step: (direction: 1 | -1) => void;
  valueTestId?: string;
}

export function Stepper({
  legend,
  shown,
  fewerLabel,
  moreLabel,
  canStepDown,
  canStepUp,
  step,
  valueTestId,
}: Props) {
  const stepButton = (direction: 1 | -1, label: string, enabled: boolean) => (
    <button
      type="button"
      className="persons-stepper__button"
      aria-label={label}
      disabled={!enabled}
      onClick={() => step(direction)}
    >
      <span aria-hidden="true">{direction < 0 ? '−' : '+'}</span>
    </button>
  );
  return (
    <fieldset className="persons-stepper">
      <legend className="persons-stepper__label">{legend}</legend>
      {stepButton(-1, fewerLabel, canStepDown)}
      <output className="persons-stepper__value" aria-live="polite" data-testid={valueTestId}>
        {shown}
      </output>
      {stepButton(1, moreLabel, canStepUp)}
    </fieldset>
  );
}
