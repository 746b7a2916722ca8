/**
 * When a screen's offline copy was made, on the museum's clock as the server writes times ('2:05 PM',
 * app/utils/museum-date.server.ts), with the day when it is not today's ('Mar 4, 2:05 PM'). Intl, not a date
 * library: the browser has the time zones already.
 */
export function copyTimeLabel(at: number, now: number, timeZone: string) {
  const day = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "short" });
  const sameDay = day.format(at) === day.format(now);
  const written = new Intl.DateTimeFormat("en-US", {
    timeZone,
    ...(sameDay ? {} : { month: "short", day: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
  // Newer ICU puts a narrow no-break space before AM/PM; the server's times have a plain one.
  return written.replace(/\u202f/g, " ");
}

/** The line a staff page shows while its screen is the copy kept on the phone. */
export function offlineCopyText(at: number | null, now: number, timeZone: string | undefined) {
  const when = at !== null && timeZone ? ` from ${copyTimeLabel(at, now, timeZone)}` : "";
  return `Offline copy${when}. It refreshes when the signal is back.`;
}
