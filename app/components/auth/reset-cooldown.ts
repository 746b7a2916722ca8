import { useSyncExternalStore } from "react";
import {
  browserStorage,
  COOLDOWN_STORAGE_KEY,
  readCooldownSeconds,
  secondsLeft,
  setCooldown,
} from "~/models/account/password-reset.schema";

// The reset e-mail's send cooldown. The expiry lives in localStorage (shared by tabs); this keeps the seconds
// left for React and ticks only while a cooldown runs.

const listeners = new Set<() => void>();
let currentSeconds = 0;
let fallbackUntil: number | null = null; // when localStorage is blocked
let timer: ReturnType<typeof setInterval> | undefined;

function refreshCooldown() {
  const storage = browserStorage();
  const seconds = storage ? readCooldownSeconds(storage) : secondsLeft(fallbackUntil);
  if (seconds > 0 && !timer && listeners.size > 0) timer = setInterval(refreshCooldown, 250);
  if (seconds === 0 && timer) {
    clearInterval(timer);
    timer = undefined;
  }
  if (seconds !== currentSeconds) {
    currentSeconds = seconds;
    for (const listener of listeners) listener();
  }
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === COOLDOWN_STORAGE_KEY) refreshCooldown();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  refreshCooldown();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("storage", onStorage);
      if (timer) clearInterval(timer);
      timer = undefined;
    }
  };
}

export function startCooldown(seconds: number) {
  fallbackUntil = setCooldown(browserStorage(), seconds);
  refreshCooldown();
}

/** Seconds left of the send cooldown: 0 on the server and when none runs. */
export function useResetCooldown() {
  const seconds = useSyncExternalStore(
    subscribe,
    () => currentSeconds,
    () => 0,
  );
  return { seconds };
}
