// Inline icons for the capture actions: decorative (the button text names the action).
import { defineIcon, PencilIcon as SharedPencilIcon } from '../../../components/icons';

/** The capture actions' icons are larger than the screens'. */
const ACTION_FRAME = { size: 28 };

export const CameraIcon = defineIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
  ACTION_FRAME,
);

export const ImageIcon = defineIcon(
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m4 18 5.5-5.5 4 4 2.5-2.5 4.5 4.5" />
  </>,
  ACTION_FRAME,
);

export const RecipeIcon = defineIcon(
  <>
    <path d="M6 3.5h9l3.5 3.5v13.5H6z" />
    <path d="M9 10h6M9 13.5h6M9 17h4" />
  </>,
  ACTION_FRAME,
);

export function PencilIcon() {
  return <SharedPencilIcon size={ACTION_FRAME.size} />;
}
