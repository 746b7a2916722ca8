import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The add/edit form of a list, shown in place (an add form above the list, an edit form where its entry
 * was), so a phone user never loses the list behind a sheet. Closing it puts the focus back on the
 * button that opened it, found again by id because the list may have been redrawn meanwhile.
 */
export function EditPanel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border-2 border-brand-300 bg-brand-50/40 p-4 sm:p-5 dark:border-brand-400/40 dark:bg-brand-500/5"
    >
      <h3 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Which entry of a list is being added (`"new"`) or edited, and the "saved" note shown after a save. */
export function useEditing<K extends string>(openerId: (key: K | "new") => string) {
  const [editing, setEditing] = useState<K | "new" | null>(null);
  const [saved, setSaved] = useState(false);
  const current = useRef<K | "new" | null>(null);
  // The opener to focus once the closed form has left the page. After the commit, not on a timer: a save's
  // answer comes in a transition, which React may render after the next frame, when the opener is not back yet.
  const refocus = useRef<K | "new" | null>(null);
  const open = (key: K | "new") => {
    current.current = key;
    setSaved(false);
    setEditing(key);
  };
  /** `openerId` must be the same function on every render (a module-level one). */
  const close = useCallback((wasSaved: boolean) => {
    refocus.current = current.current;
    current.current = null;
    setEditing(null);
    setSaved(wasSaved);
  }, []);
  useEffect(() => {
    const key = refocus.current;
    if (editing !== null || key === null) return;
    refocus.current = null;
    (document.getElementById(openerId(key)) ?? document.getElementById(openerId("new")))?.focus();
  }, [editing, openerId]);
  const onSaved = useCallback(() => close(true), [close]);
  const onCancel = useCallback(() => close(false), [close]);
  return { editing, saved, open, onSaved, onCancel };
}
