import { Check, Copy, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** How long the Copy button says "Copied". */
const COPIED_MS = 2500;

/**
 * A generated password, for the manager to hand over. It stays on screen (also once the account is saved,
 * then naming it) until the manager dismisses it: they may still be copying it or reading it out.
 */
export function GeneratedPassword({
  password,
  email,
  onDismiss,
}: {
  password: string;
  email: string | null;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState<"" | "copied" | "select">("");
  const codeRef = useRef<HTMLElement>(null);

  useEffect(() => setCopied(""), [password]);
  useEffect(() => {
    if (copied !== "copied") return;
    const timer = setTimeout(() => setCopied(""), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
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
    <div
      data-testid="generated-password-box"
      className="mt-3 rounded-xl border border-brand-200 bg-brand-50 p-3 dark:border-brand-500/30 dark:bg-brand-500/10"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-semibold tracking-wider text-brand-800 uppercase dark:text-brand-200">
          {email ? (
            <>
              Password for <span className="[overflow-wrap:anywhere] normal-case">{email}</span>
            </>
          ) : (
            "Generated password"
          )}
        </p>
        {/* Negative margins: the button may be a comfortable 36 px without making the box taller. */}
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          title="Dismiss"
          className="-my-2 -mr-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-brand-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <code
          ref={codeRef}
          data-testid="generated-password"
          className="font-mono text-lg font-bold tracking-wide break-all text-slate-900 dark:text-white"
        >
          {password}
        </code>
        <button type="button" onClick={copy} className="btn-secondary min-h-9 px-3 py-1.5">
          {copied === "copied" ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied === "copied" ? "Copied" : "Copy"}
        </button>
      </div>
      <p className="mt-1.5 text-xs text-slate-700 dark:text-slate-300">
        {copied === "select" ? "Press Ctrl+C (or ⌘C) to copy it. " : ""}Give it to the person yourself: it is never sent
        by email.
      </p>
    </div>
  );
}
