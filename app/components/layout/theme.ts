/** Inline, before paint: localStorage `darkMode` ('true'/'false'), else the system preference. */
export const THEME_SCRIPT = `(function(){try{var s=localStorage.getItem('darkMode');var d=s===null?window.matchMedia('(prefers-color-scheme: dark)').matches:s==='true';document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;

/** The same choice as THEME_SCRIPT, for re-applying after hydration. */
export function storedDarkMode() {
  try {
    const stored = localStorage.getItem("darkMode");
    if (stored !== null) return stored === "true";
  } catch {
    // Storage blocked: fall through to the system preference.
  }
  return window.matchMedia("(prefers-color-scheme: dark)").matches;
}

export function setDarkMode(dark: boolean) {
  document.documentElement.classList.toggle("dark", dark);
  try {
    localStorage.setItem("darkMode", String(dark));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
