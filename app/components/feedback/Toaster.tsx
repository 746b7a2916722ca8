import { Toast } from "radix-ui";
import { useState } from "react";
import { useFetchers } from "react-router";
import type { Flash, Toast as ToastText } from "~/models/shared/undo";
import { ToastItem, type Shown } from "./ToastItem";

/**
 * Staff toasts (docs/design.md#confirmations-and-undo), mounted by the root for a signed-in page only and loaded
 * as a chunk of its own, so visitors' pages carry none of it. A toast comes from a flash cookie read by the root
 * loader (what a redirect said) or from any fetcher's answer that offers an Undo. Radix's Toast gives the polite
 * announcement, F8 to reach them, Escape and swipe to dismiss, and the pause while one is hovered or focused.
 */

/** A done answer offering an Undo: `done({ message, undo })` in utils/admin-action.server.ts. */
const offersUndo = (data: unknown): data is ToastText & { ok: true } => {
  const d = data as { ok?: unknown; message?: unknown; undo?: { token?: unknown } } | null;
  return d?.ok === true && typeof d.message === "string" && typeof d.undo?.token === "string";
};

/** At most this many at once; an older one gives way. */
const MOST = 3;
/** What was already shown: flash ids and fetcher answers, so a page's data read again shows nothing twice. */
const REMEMBERED = 50;

/**
 * On a phone the toasts sit at the bottom, above the staff pages' bottom bar when there is one (its height in
 * --staff-bar, app.css); from the sm breakpoint they sit bottom right.
 */
const VIEWPORT = [
  "fixed inset-x-3 z-50 m-0 flex list-none flex-col gap-2 p-0 outline-none",
  "bottom-[calc(max(var(--staff-bar,0px),env(safe-area-inset-bottom))_+_0.75rem)]",
  "sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem]",
].join(" ");

export default function Toaster({ flash }: { flash: Flash | null }) {
  const fetchers = useFetchers();
  const [seen, setSeen] = useState<readonly unknown[]>([]);
  const [shown, setShown] = useState<readonly Shown[]>([]);
  const [count, setCount] = useState(0);
  const incoming = [
    ...(flash ? [{ mark: flash.id as unknown, toast: flash as ToastText }] : []),
    ...fetchers.flatMap((f) => (offersUndo(f.data) ? [{ mark: f.data as unknown, toast: f.data }] : [])),
  ].filter((i) => !seen.includes(i.mark));
  if (incoming.length) {
    setSeen([...seen, ...incoming.map((i) => i.mark)].slice(-REMEMBERED));
    setCount(count + incoming.length);
    setShown(
      [
        ...shown,
        ...incoming.map(({ toast }, i) => ({ id: `toast-${count + i}`, message: toast.message, undo: toast.undo })),
      ].slice(-MOST),
    );
  }
  return (
    <Toast.Provider swipeDirection="down" label="Notification">
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onGone={() => setShown((all) => all.filter((t) => t !== toast))} />
      ))}
      <Toast.Viewport className={VIEWPORT} />
    </Toast.Provider>
  );
}
