// Inline SVG icons (no icon library: it would weigh on the first-load budget). Decorative: the buttons carry
// the names.
import { defineIcon } from '../../components/icons';

/** The header's and the navigation's icons are larger and bolder than the screens'. */
const NAV_FRAME = { size: 24, strokeWidth: '2' };

export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <circle cx="16" cy="17.5" r="8" fill="none" stroke="#fff" strokeWidth="2.6" />
      <path
        d="M16 4.5c0 3 2 4.5 4.5 4.5"
        fill="none"
        stroke="#c8f5dd"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export const HeartPulseIcon = defineIcon(
  <>
    <path d="M19.5 12.6 12 20l-7.5-7.4A5 5 0 0 1 12 6a5 5 0 0 1 7.5 6.6z" />
    <path d="M4 12h4l2-3 3 6 2-3h5" />
  </>,
  NAV_FRAME,
);

export const SettingsIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
  NAV_FRAME,
);

export const CartIcon = defineIcon(
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.7l2.4 12h11.2l2-8.5H6.3" />
  </>,
  NAV_FRAME,
);

export const ChefHatIcon = defineIcon(
  <>
    <path d="M6 17V13.9A4 4 0 0 1 7.5 6.2a4.5 4.5 0 0 1 9 0A4 4 0 0 1 18 13.9V17z" />
    <path d="M6 21h12M6 17h12" />
  </>,
  NAV_FRAME,
);

export const CameraIcon = defineIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </>,
  NAV_FRAME,
);

export const HistoryIcon = defineIcon(
  <>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </>,
  NAV_FRAME,
);
