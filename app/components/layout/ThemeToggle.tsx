import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { rememberTheme, useTheme } from "./theme";

export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  // Without a chosen theme only the browser knows the system preference: the label settles after hydration.
  const [systemDark, setSystemDark] = useState(false);
  useEffect(() => setSystemDark(document.documentElement.classList.contains("dark")), []);
  const dark = theme === null ? systemDark : theme === "dark";
  const label = dark ? "Switch to light mode" : "Switch to dark mode";
  return (
    <button
      type="button"
      onClick={() => {
        const next = dark ? "light" : "dark";
        rememberTheme(next);
        setTheme(next);
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
