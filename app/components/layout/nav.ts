export const NAV_LINKS = [
  { to: "/collection", label: "Games" },
  { to: "/events", label: "Events" },
  { to: "/about", label: "About" },
  { to: "/faq", label: "FAQ" },
  { to: "/sell-donate", label: "Sell/Donate" },
] as const;
