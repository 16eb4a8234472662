import { Spinner } from './spinner';

/** Blocks the screen while a call runs; the label is read by screen readers and shown below the spinner. */
export function ProcessingOverlay({ open, label }: { open: boolean; label: string }) {
  if (!open) return null;
  return (
    <div
      className="processing-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={label}
    >
      <div className="processing-overlay__panel">
        <Spinner size={40} />
        <p>{label}</p>
      </div>
    </div>
  );
}
