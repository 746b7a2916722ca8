import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";

const SEARCH_DELAY_MS = 300;

type Props = {
  id: string;
  label: string;
  placeholder: string;
  /** The search in the URL; shown again when it changes from elsewhere (Back), unless the user is typing. */
  value: string;
  /** Called after a pause in typing; `replace` when a search was already in the URL, so typing adds one history entry. */
  onSearch: (q: string, replace: boolean) => void;
};

/**
 * The back office lists' search box: searches as you type, after a pause. It sits in a GET form, so
 * without JavaScript Enter submits it as `q`; the form's onSubmit should search at once instead.
 */
export function SearchField({ id, label, placeholder, value, onSearch }: Props) {
  const [q, setQ] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // The pause outlasts renders: when it ends, search with the newest filter (a status chosen meanwhile), not the one typing began under.
  const latest = useRef({ onSearch, value });
  useEffect(() => {
    latest.current = { onSearch, value };
  });
  useEffect(() => {
    if (document.activeElement !== input.current) setQ(value);
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          value={q}
          placeholder={placeholder}
          onChange={(e) => {
            const next = e.target.value;
            setQ(next);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(
              () => latest.current.onSearch(next.trim(), latest.current.value !== ""),
              SEARCH_DELAY_MS,
            );
          }}
          className="input pl-10"
        />
      </div>
    </div>
  );
}
