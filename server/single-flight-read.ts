/**
 * A read that many callers share without ever getting a value older than their call: a caller joins a read
 * only if that read began after the call. While one read is under way, every later caller waits for the next
 * one, which begins when it ends; so however many callers there are, one read runs at a time.
 */
export function singleFlightRead<T>(read: () => Promise<T>) {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const start = () => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };

  return (): Promise<T> => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
