// Inline SVG icons the screens share. Emoji would do as icons only where an emoji font is installed (many
// phones and desktops without one draw an empty box); these draw everywhere and take the text colour.
// Decorative: the control or the text beside an icon carries its name.
import type { ReactNode, SVGProps } from 'react';

interface IconProps {
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

function Icon({ size = 20, className, ...shape }: IconProps & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...shape}
    />
  );
}

/** An icon component drawing `shape` (the SVG's children); `frame` overrides the frame's defaults. */
export function defineIcon(shape: ReactNode, frame: IconProps & SVGProps<SVGSVGElement> = {}) {
  return function DefinedIcon(props: IconProps) {
    return (
      <Icon {...frame} {...props}>
        {shape}
      </Icon>
    );
  };
}

export const PencilIcon = defineIcon(
  <>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);

export const TrashIcon = defineIcon(<path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v6M14 11v6" />);

/** People: a list's members. */
export const UsersIcon = defineIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.6c1.8.8 3 2.7 3 5.4" />
  </>,
);

/** A plate with cutlery: a meal. */
export const PlateIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="6.5" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M2.5 4v5a1.5 1.5 0 0 0 1.5 1.5V20M4 4v4.5M5.5 4v5A1.5 1.5 0 0 1 4 10.5" />
    <path d="M21.5 20V4c-1.5.5-2.5 2.5-2.5 5v4h2.5" />
  </>,
);

/** An open book: a recipe. */
export const BookIcon = defineIcon(
  <>
    <path d="M12 6.5C10.2 5 7.5 4.5 3.5 4.5v14c4 0 6.7.5 8.5 2 1.8-1.5 4.5-2 8.5-2v-14c-4 0-6.7.5-8.5 2z" />
    <path d="M12 6.5v14" />
  </>,
);

/** A bowl: an empty history. */
export const BowlIcon = defineIcon(
  <>
    <path d="M3 11h18a9 9 0 0 1-18 0z" />
    <path d="M8 20h8M9 7.5c0-1.5 1.5-1.5 1.5-3M13.5 7.5c0-1.5 1.5-1.5 1.5-3" />
  </>,
);

export const CartIcon = defineIcon(
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3.5h3l2.4 11.6a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L21 8H6.4" />
  </>,
);

/** A cross: remove or dismiss. */
export const CloseIcon = defineIcon(<path d="M6 6l12 12M18 6L6 18" />, { strokeWidth: '2' });

export const CheckIcon = defineIcon(<path d="m4.5 12.5 5 5 10-11" />);

/** A triangle with an exclamation mark: something went wrong. */
export const AlertIcon = defineIcon(
  <>
    <path d="M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5M12 17.2v.1" />
  </>,
);

/** A five-pointed star: a favourite (filled when `filled`). */
export function StarIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </Icon>
  );
}
