import { type ReactNode, useId, useState } from 'react';

/** Open state of a panel that a button shows and hides, with the id that ties the two together. */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return { open, panelId, toggle: () => setOpen((value) => !value), close: () => setOpen(false) };
}

export type Disclosure = ReturnType<typeof useDisclosure>;

interface DisclosureButtonProps {
  disclosure: Disclosure;
  className: string;
  /** What a screen reader says where the visible words need more ("Chores of Breakfast"). */
  label?: string;
  children: ReactNode;
}

/** The button that shows and hides a disclosure's panel; the panel carries `id={disclosure.panelId}`. */
export function DisclosureButton({ disclosure, className, label, children }: DisclosureButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={disclosure.open}
      aria-controls={disclosure.panelId}
      aria-label={label}
      onClick={disclosure.toggle}
    >
      {children}
    </button>
  );
}
