import { useRef } from "react";

/**
 * For a sale dialog opened by a card's link rather than a Dialog.Trigger: remembers the opener when the
 * dialog opens (the caller's props are already cleared by the time Radix closes it) and gives it the focus back.
 */
export function useReturnFocus(opener: HTMLElement | undefined) {
  const returnTo = useRef<HTMLElement | undefined>(undefined);
  return {
    remember: () => {
      returnTo.current = opener;
    },
    onCloseAutoFocus: (e: Event) => {
      if (!returnTo.current?.isConnected) return;
      e.preventDefault();
      returnTo.current.focus();
    },
  };
}
