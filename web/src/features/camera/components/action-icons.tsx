// Inline icons for the capture actions: decorative (the button text names the action).
const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

export function CameraIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

export function ImageIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m4 18 5.5-5.5 4 4 2.5-2.5 4.5 4.5" />
    </svg>
  );
}

export function RecipeIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M6 3.5h9l3.5 3.5v13.5H6z" />
      <path d="M9 10h6M9 13.5h6M9 17h4" />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </svg>
  );
}
