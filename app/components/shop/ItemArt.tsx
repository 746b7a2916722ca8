import type { ShopItem } from "~/models/shop-catalog";

const BACKDROPS: Record<ShopItem["art"], string> = {
  tshirt: "from-indigo-500 via-violet-600 to-fuchsia-600",
  giftcard: "from-fuchsia-500 via-pink-500 to-amber-400",
  cap: "from-cyan-500 via-sky-600 to-indigo-700",
  membership: "from-slate-800 via-indigo-900 to-brand-800",
};

/** Drawn product pictures: no image requests, fixed 4:3 box, identical in light and dark mode. */
export function ItemArt({ art }: { art: ShopItem["art"] }) {
  return (
    <div className={`relative aspect-[16/9] overflow-hidden sm:aspect-[4/3] bg-gradient-to-br ${BACKDROPS[art]}`}>
      <div aria-hidden className="absolute inset-0 opacity-25 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:18px_18px]" />
      <svg viewBox="0 0 200 150" aria-hidden className="absolute inset-0 size-full drop-shadow-[0_12px_18px_rgba(0,0,0,0.35)]">
        {art === "tshirt" ? <TShirt /> : art === "cap" ? <Cap /> : art === "giftcard" ? <GiftCard /> : <MembershipCard />}
      </svg>
    </div>
  );
}

function TShirt() {
  return (
    <g>
      <path d="M72 28 L88 20 Q100 30 112 20 L128 28 L152 48 L138 64 L128 56 L128 128 L72 128 L72 56 L62 64 L48 48 Z" fill="#1e1b4b" />
      <path d="M88 20 Q100 30 112 20" fill="none" stroke="#312e81" strokeWidth="4" />
      <circle cx="100" cy="72" r="15" fill="none" stroke="#f472b6" strokeWidth="3.5" />
      <circle cx="100" cy="72" r="6" fill="#22d3ee" />
      <text x="100" y="106" textAnchor="middle" fontFamily="ui-rounded, system-ui, sans-serif" fontWeight="900" fontSize="14" fill="#f9a8d4" letterSpacing="2">
        REPLAY
      </text>
    </g>
  );
}

function Cap() {
  return (
    <g>
      <path d="M46 96 Q48 44 100 40 Q152 44 154 96 Z" fill="#0f172a" />
      <path d="M100 40 L100 96 M72 47 Q66 70 66 96 M128 47 Q134 70 134 96" stroke="#1e293b" strokeWidth="2.5" fill="none" />
      <path d="M40 96 Q100 84 170 100 Q176 112 160 114 Q100 104 42 108 Q34 104 40 96 Z" fill="#1e293b" />
      <circle cx="100" cy="38" r="4" fill="#1e293b" />
      <circle cx="100" cy="70" r="13" fill="#fbbf24" />
      <circle cx="96" cy="66" r="4" fill="#fff7ed" opacity=".8" />
      <path d="M80 86 L94 80 M120 86 L106 80" stroke="#22d3ee" strokeWidth="4" strokeLinecap="round" />
    </g>
  );
}

function GiftCard() {
  return (
    <g transform="rotate(-8 100 75)">
      <rect x="38" y="34" width="124" height="80" rx="10" fill="#fff" />
      <rect x="38" y="34" width="124" height="80" rx="10" fill="url(#gc-g)" opacity=".14" />
      <rect x="92" y="34" width="10" height="80" fill="#db2777" />
      <rect x="38" y="66" width="124" height="10" fill="#db2777" />
      <path d="M97 66 Q78 48 86 44 Q94 42 97 66 Q100 42 108 44 Q116 48 97 66 Z" fill="#be185d" />
      <text x="132" y="104" textAnchor="middle" fontFamily="ui-rounded, system-ui, sans-serif" fontWeight="900" fontSize="18" fill="#831843">
        $50
      </text>
      <defs>
        <linearGradient id="gc-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e763cd" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
    </g>
  );
}

function MembershipCard() {
  return (
    <g transform="rotate(6 100 75)">
      <rect x="36" y="36" width="128" height="80" rx="10" fill="#12112a" stroke="#e763cd" strokeWidth="2" />
      <rect x="48" y="50" width="22" height="16" rx="3" fill="#fbbf24" />
      <path d="M48 58 H70 M59 50 V66" stroke="#b45309" strokeWidth="1.2" />
      <text x="50" y="88" fontFamily="ui-rounded, system-ui, sans-serif" fontWeight="900" fontSize="10.5" fill="#f9a8d4" letterSpacing="1">
        FAMILY MEMBER
      </text>
      <rect x="50" y="96" width="58" height="5" rx="2.5" fill="#22d3ee" opacity=".8" />
      <rect x="50" y="104" width="38" height="5" rx="2.5" fill="#64748b" />
      <circle cx="142" cy="60" r="10" fill="none" stroke="#22d3ee" strokeWidth="3" />
      <circle cx="142" cy="60" r="4" fill="#e763cd" />
    </g>
  );
}
