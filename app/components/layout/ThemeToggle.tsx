import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { setDarkMode } from "./theme";

export function ThemeToggle() {
  // The server cannot know the theme; the label settles after hydration.
  const [dark, setDark] = useState<boolean | null>(null);
  useEffect(() => setDark(document.documentElement.classList.contains("dark")), []);
  const label = dark ? "Switch to light mode" : "Switch to dark mode";
  return (
    <button
      type="button"
      onClick={() => {
        const next = !document.documentElement.classList.contains("dark");
        setDarkMode(next);
        setDark(next);
      }}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10"
    >
      <Sun aria-hidden className="hidden size-5 dark:block" />
      <Moon aria-hidden className="size-5 dark:hidden" />
    </button>
  );
}
