import { createContext, useContext } from "react";

export type Theme = "dark" | "light";

/*
 * A visitor's explicit choice is kept twice: in localStorage `darkMode` (the spec's key) and in a `theme`
 * cookie, so the server renders <html class="dark"> itself and React owns that class from the first byte.
 * Without a choice, the system preference decides, which only the browser knows: THEME_SCRIPT applies it
 * (or an older localStorage-only choice) before the first paint, and React leaves the class alone until
 * the visitor picks a theme. The server reads the cookie (theme.server.ts); the browser's side stays the two
 * lines below, since the cookie package would cost every page about a kilobyte to write one fixed string.
 */
export const THEME_COOKIE = "theme";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export const THEME_SCRIPT = `(function(){try{if(/(?:^|;\\s*)${THEME_COOKIE}=(dark|light)(?:;|$)/.test(document.cookie))return;var s=localStorage.getItem('darkMode');var d=s===null?window.matchMedia('(prefers-color-scheme: dark)').matches:s==='true';document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;

/** The class React renders on <html>: none while the system preference (THEME_SCRIPT) is in charge. */
export function htmlThemeClass(theme: Theme | null) {
  if (theme === null) return undefined;
  return theme === "dark" ? "dark" : "";
}

export function rememberTheme(theme: Theme) {
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  try {
    localStorage.setItem("darkMode", String(theme === "dark"));
  } catch {
    // Storage blocked: the cookie still carries the choice.
  }
}

export const ThemeContext = createContext<{ theme: Theme | null; setTheme: (theme: Theme) => void }>({
  theme: null,
  setTheme: () => undefined,
});

export const useTheme = () => useContext(ThemeContext);
