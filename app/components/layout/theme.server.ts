import { parse } from "cookie";
import { THEME_COOKIE, type Theme } from "./theme";

/** The visitor's explicit choice from the request's cookies, or null when they made none. */
export function themeFromCookie(cookieHeader: string | null): Theme | null {
  const theme = parse(cookieHeader ?? "")[THEME_COOKIE];
  return theme === "dark" || theme === "light" ? theme : null;
}
