export function Spinner({ label, size = 32 }: { label?: string; size?: number }) {
  return (
    <span className="spinner" role="status" aria-label={label} style={{ width: size, height: size }}>
      <span className="spinner__ring" aria-hidden="true" />
    </span>
  );
}

/** A centred spinner filling the screen, used while auth or a lazy route loads. */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="full-screen-center">
      <Spinner label={label} size={40} />
    </div>
  );
}
