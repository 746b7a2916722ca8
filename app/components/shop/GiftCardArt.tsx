import { formatPrice } from "~/models/game/game";

/** A gift card has no photo: it is drawn, with its amount, in a fixed 4:3 box (no image request, nothing shifts). */
export function GiftCardArt({ amount }: { amount: number }) {
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-gradient-to-br from-fuchsia-500 via-pink-500 to-amber-400">
      <div
        aria-hidden
        className="absolute inset-0 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:18px_18px] opacity-25"
      />
      <svg
        viewBox="0 0 200 150"
        aria-hidden
        className="absolute inset-0 size-full drop-shadow-[0_12px_18px_rgba(0,0,0,0.35)]"
      >
        <g transform="rotate(-8 100 75)">
          <rect x="38" y="34" width="124" height="80" rx="10" fill="#fff" />
          <rect x="38" y="34" width="124" height="80" rx="10" fill="url(#gc-g)" opacity=".14" />
          <rect x="92" y="34" width="10" height="80" fill="#db2777" />
          <rect x="38" y="66" width="124" height="10" fill="#db2777" />
          <path d="M97 66 Q78 48 86 44 Q94 42 97 66 Q100 42 108 44 Q116 48 97 66 Z" fill="#be185d" />
          <text
            x="132"
            y="104"
            textAnchor="middle"
            fontFamily="ui-rounded, system-ui, sans-serif"
            fontWeight="900"
            fontSize="16"
            fill="#831843"
          >
            {formatPrice(amount)}
          </text>
          <defs>
            <linearGradient id="gc-g" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#e763cd" />
              <stop offset="1" stopColor="#22d3ee" />
            </linearGradient>
          </defs>
        </g>
      </svg>
    </div>
  );
}
