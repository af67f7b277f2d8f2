import type { ReactNode, SVGProps } from "react";

/** Props of every icon: SVG attributes plus a pixel `size` (default 24). */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Width and height in px. Default 24. */
  size?: number;
  /** Accessible name. Without it the icon is decorative (`aria-hidden`). */
  title?: string;
}

function createIcon(name: string, paths: ReactNode, filled = false) {
  function IconComponent({ size = 24, title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? "currentColor" : "none"}
        stroke={filled ? "none" : "currentColor"}
        strokeWidth={1.75}
        strokeLinecap="square"
        strokeLinejoin="miter"
        role={title ? "img" : undefined}
        aria-hidden={title ? undefined : true}
        aria-label={title}
        focusable="false"
        data-icon={name}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}

/** Magnifier. */
export const SearchIcon = createIcon(
  "Search",
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </>,
);
/** Shopping bag. */
export const BagIcon = createIcon(
  "Bag",
  <>
    <path d="M4.5 8h15l-1 12.5h-13z" />
    <path d="M8.5 8V6.5a3.5 3.5 0 0 1 7 0V8" />
  </>,
);
/** Person (member centre). */
export const UserIcon = createIcon(
  "User",
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4.2 4-6.5 8-6.5s7.2 2.3 8 6.5" />
  </>,
);
/** Three-line menu. */
export const MenuIcon = createIcon("Menu", <path d="M3 6.5h18M3 12h18M3 17.5h18" />);
/** Cross. */
export const CloseIcon = createIcon("Close", <path d="m5.5 5.5 13 13m0-13-13 13" />);
/** Chevron; rotate with `direction`. */
export function ChevronIcon({ direction = "down", style, ...props }: IconProps & { direction?: "up" | "down" | "left" | "right" }) {
  const deg = { down: 0, left: 90, up: 180, right: 270 }[direction];
  return <ChevronBase style={{ transform: `rotate(${deg}deg)`, ...style }} {...props} />;
}
const ChevronBase = createIcon("Chevron", <path d="m6 9 6 6 6-6" />);
/** Play triangle. */
export const PlayIcon = createIcon("Play", <path d="M7 4.5v15l13-7.5z" />, true);
/** Pause bars. */
export const PauseIcon = createIcon(
  "Pause",
  <>
    <rect x="6" y="4.5" width="4" height="15" />
    <rect x="14" y="4.5" width="4" height="15" />
  </>,
  true,
);
/** Long arrow pointing right; rotate via CSS for other directions. */
export const ArrowIcon = createIcon("Arrow", <path d="M3 12h17m-6-6 6 6-6 6" />);
/** Heart outline (favourite). Pass `fill="currentColor"` for the filled state. */
export const HeartIcon = createIcon(
  "Heart",
  <path d="M12 20s-7.5-4.4-8.8-9.4C2.4 7.4 4.5 4.5 7.6 4.5c2 0 3.4 1.1 4.4 2.6 1-1.5 2.4-2.6 4.4-2.6 3.1 0 5.2 2.9 4.4 6.1C19.5 15.6 12 20 12 20z" />,
);
/** Bin. */
export const TrashIcon = createIcon(
  "Trash",
  <>
    <path d="M4 6.5h16M9.5 6.5V4h5v2.5M6 6.5l1 14h10l1-14" />
    <path d="M10 10.5v6M14 10.5v6" />
  </>,
);
/** Plus. */
export const PlusIcon = createIcon("Plus", <path d="M12 4.5v15M4.5 12h15" />);
/** Minus. */
export const MinusIcon = createIcon("Minus", <path d="M4.5 12h15" />);
/** WeChat-style chat bubbles. */
export const WechatIcon = createIcon(
  "Wechat",
  <path d="M9.3 4C5.3 4 2 6.7 2 10.1c0 1.9 1 3.6 2.7 4.7l-.7 2.2 2.6-1.3c.9.3 1.8.4 2.7.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.3 3.2-6 7.1-6h.6C16.6 5.9 13.3 4 9.3 4zm-2.5 3.4a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm5 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zM16.6 10c-3.3 0-5.9 2.2-5.9 4.9s2.6 4.9 5.9 4.9c.7 0 1.4-.1 2-.3l2.1 1.1-.6-1.8c1.4-.9 2.3-2.3 2.3-3.9 0-2.7-2.6-4.9-5.8-4.9zm-2 2.8a.8.8 0 1 1 0 1.5.8.8 0 0 1 0-1.5zm4 0a.8.8 0 1 1 0 1.5.8.8 0 0 1 0-1.5z" />,
  true,
);
/** Telephone handset. */
export const PhoneIcon = createIcon(
  "Phone",
  <path d="M5 3.5h3.5l1.5 4.5-2.2 1.4a11 11 0 0 0 6.8 6.8l1.4-2.2 4.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5 1.5 1.5 0 0 1 5 3.5z" />,
);
/** Headset (online customer service). */
export const ServiceIcon = createIcon(
  "Service",
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M4 13.5h3v6H4zM17 13.5h3v6h-3zM20 19.5c0 1.5-2 2.5-5 2.5" />
  </>,
);
/** Map pin (nearby stores). */
export const PinIcon = createIcon(
  "Pin",
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
/** Globe (country and language). */
export const GlobeIcon = createIcon(
  "Globe",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.6 3.6 5.4 3.6 8.5s-1.1 5.9-3.6 8.5c-2.5-2.6-3.6-5.4-3.6-8.5S9.5 6.1 12 3.5z" />
  </>,
);
/** Share arrow out of a box. */
export const ShareIcon = createIcon("Share", <path d="M12 3.5v11M7.5 8 12 3.5 16.5 8M5 12.5V20h14v-7.5" />);
/** Question mark in a circle (help centre). */
export const HelpIcon = createIcon(
  "Help",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5M12 16.5v.5" />
  </>,
);
/** Check mark. */
export const CheckIcon = createIcon("Check", <path d="m4.5 12.5 5 5 10-11" />);
