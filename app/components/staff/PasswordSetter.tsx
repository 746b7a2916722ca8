import { Check, Copy, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PasswordChecklist, PasswordInput } from "~/components/auth/PasswordInput";
import { generatePassword } from "~/models/password-rules";

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
      <PasswordInput
        id={id}
        name="password"
        toggleLabel="Show password"
        value={value}
        onChange={onChange}
        error={error}
        describedBy={`${id}-rules`}
        inputRef={inputRef}
        className="font-mono"
      />

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

      <PasswordChecklist id={`${id}-rules`} password={value} className="mt-3" />
    </div>
  );
}
