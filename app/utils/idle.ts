/**
 * Runs `task` once the browser is idle (Safari has no requestIdleCallback: a short timeout instead).
 * Returns a function that cancels it, for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}
