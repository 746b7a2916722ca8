/** Inline, before paint: localStorage `darkMode` ('true'/'false'), else the system preference. */
export const THEME_SCRIPT = `(function(){try{var s=localStorage.getItem('darkMode');var d=s===null?window.matchMedia('(prefers-color-scheme: dark)').matches:s==='true';document.documentElement.classList.toggle('dark',d);}catch(e){}})();`;

export function setDarkMode(dark: boolean) {
  document.documentElement.classList.toggle("dark", dark);
  try {
    localStorage.setItem("darkMode", String(dark));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
