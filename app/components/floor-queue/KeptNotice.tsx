import { Inbox } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";

/**
 * The form's side of the floor's queue, which the staff routes' forms import: the queue itself (catch-forms.ts, the
 * sender, the store) loads apart from them, from the staff layout, and reaches a form only by this event.
 */

/** The event a kept form receives from the queue, so its own code says so in the form and readies the next one. */
export const KEPT_EVENT = "floor-kept";

export const SAVED_ON_PHONE = "Saved on this phone. It will be sent when the signal is back.";

/**
 * Whether the form was just kept on the phone by the floor's queue (catch-forms.ts); `onKept` readies it for the
 * next one (empty, a new idempotency key). The notice stays until the form is sent again, not cleared on typing:
 * a re-render inside the input event would put a controlled field's old value back.
 */
export function useKeptOnPhone(formRef: React.RefObject<HTMLFormElement | null>, onKept: () => void) {
  const [kept, setKept] = useState(false);
  const ready = useEffectEvent(onKept);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onKeptHere = () => {
      setKept(true);
      ready();
    };
    const onSubmit = () => setKept(false);
    form.addEventListener(KEPT_EVENT, onKeptHere);
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener(KEPT_EVENT, onKeptHere);
      form.removeEventListener("submit", onSubmit);
    };
  }, [formRef]);
  return kept;
}

/** The form's word that it was kept: always in the page, so a screen reader hears it when it appears. */
export function KeptNotice({ kept, className = "" }: { kept: boolean; className?: string }) {
  return (
    <p aria-live="polite" className={`empty:hidden ${className}`}>
      {kept ? (
        <span className="flex items-start gap-2 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm font-medium text-sky-950 dark:border-sky-400/40 dark:bg-sky-400/10 dark:text-sky-100">
          <Inbox aria-hidden className="mt-0.5 size-4 shrink-0" />
          {SAVED_ON_PHONE}
        </span>
      ) : null}
    </p>
  );
}
