export const NAV_LINKS = [
  { to: "/collection", label: "Games" },
  { to: "/events", label: "Events" },
  { to: "/shop", label: "Shop" },
  { to: "/about", label: "About" },
  { to: "/faq", label: "FAQ" },
  { to: "/sell-donate", label: "Sell/Donate" },
] as const;

/** Shown only to a signed-in staff member. */
export const ADMIN_LINK = { to: "/admin", label: "Admin Dashboard" } as const;
