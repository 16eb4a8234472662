// A form's two buttons: a quiet one that leaves it (back, cancel) and the primary submit, held while the
// form is busy.

interface Props {
  /** The row's class: its layout is the form's own. */
  className: string;
  leaveLabel: string;
  onLeave: () => void;
  submitLabel: string;
  busy: boolean;
}

export function FormActions({ className, leaveLabel, onLeave, submitLabel, busy }: Props) {
  return (
    <div className={className}>
      <button type="button" className="button button--ghost" onClick={onLeave}>
        {leaveLabel}
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
