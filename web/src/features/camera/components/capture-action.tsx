// One of the camera screen's capture actions: an icon, a title and a hint on one large button.
import type { ReactNode } from 'react';

export function ActionButton({
  icon,
  title,
  hint,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="capture-action" onClick={onClick}>
      <span className="capture-action__icon">{icon}</span>
      <span className="capture-action__text">
        <span className="capture-action__title">{title}</span>
        <span className="capture-action__hint">{hint}</span>
      </span>
    </button>
  );
}
