import { Check, Circle, Copy, Eye, EyeOff, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { generatePassword, PASSWORD_RULES } from "~/models/password-rules";

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hydrated: boolean;
  inputRef: React.RefObject<HTMLInputElement | null>;
};

/** New password with show/hide, 'Generate Password' (needs JavaScript), copy, and the live requirement checklist. */
export function PasswordSetter({ id, value, onChange, error, hydrated, inputRef }: Props) {
  const [visible, setVisible] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const [copied, setCopied] = useState<"" | "copied" | "select">("");
  const codeRef = useRef<HTMLElement>(null);
  const shownGenerated = generated !== null && generated === value ? generated : null;

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(""), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!shownGenerated) return;
    try {
      await navigator.clipboard.writeText(shownGenerated);
      setCopied("copied");
    } catch {
      // No clipboard access (an old browser or a refused permission): select it for a manual copy.
      const range = document.createRange();
      if (codeRef.current) range.selectNodeContents(codeRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopied("select");
    }
  };

  const describedBy = [error ? `${id}-error` : null, `${id}-rules`].filter(Boolean).join(" ");
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-x-2">
        <label htmlFor={id} className="label mb-0">
          New Password
        </label>
        {hydrated ? (
          <button
            type="button"
            onClick={() => {
              const password = generatePassword();
              setGenerated(password);
              onChange(password);
              setCopied("");
            }}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-white/10"
          >
            <Sparkles aria-hidden className="size-4" /> Generate Password
          </button>
        ) : null}
      </div>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name="password"
          type={visible ? "text" : "password"}
          autoComplete="new-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="input pr-12 font-mono"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}

      <div aria-live="polite">
        {shownGenerated ? (
          <div className="mt-3 rounded-xl border border-brand-200 bg-brand-50 p-3 dark:border-brand-500/30 dark:bg-brand-500/10">
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-800 dark:text-brand-200">Generated password</p>
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <code ref={codeRef} data-testid="generated-password" className="break-all font-mono text-lg font-bold tracking-wide text-slate-900 dark:text-white">
                {shownGenerated}
              </code>
              <button type="button" onClick={copy} className="btn-secondary min-h-9 px-3 py-1.5">
                {copied === "copied" ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
                {copied === "copied" ? "Copied" : "Copy"}
              </button>
            </div>
            <p className="mt-1.5 text-xs text-slate-700 dark:text-slate-300">
              {copied === "select" ? "Press Ctrl+C (or ⌘C) to copy it. " : ""}Give it to the person yourself: it is never sent by email.
            </p>
          </div>
        ) : null}
      </div>

      <ul
        id={`${id}-rules`}
        aria-label="Password requirements"
        className="mt-3 grid gap-1.5 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-2 dark:border-white/10 dark:bg-white/5"
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(value);
          return (
            <li
              key={rule.label}
              data-met={met}
              className={`flex items-center gap-2 transition-colors ${met ? "font-medium text-emerald-700 dark:text-emerald-300" : "text-slate-600 dark:text-slate-300"}`}
            >
              {met ? <Check aria-hidden className="size-4 shrink-0" /> : <Circle aria-hidden className="size-4 shrink-0 opacity-60" />}
              <span>
                {rule.label}
                <span className="sr-only">{met ? " (met)" : " (not met yet)"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
