/**
 * A repair's public line: a few words staff write for visitors ('Left flipper weak'), which the machine's QR
 * page shows under 'Is this what you noticed?'. Plain text on one line, never the report's own words: a
 * visitor's report is theirs and is never shown to other visitors. No zod, for the browser and the server.
 */
export const PUBLIC_LINE_MAX = 80;
export const PUBLIC_LINE_TOO_LONG = `The public line must be ${PUBLIC_LINE_MAX} characters or fewer`;
export const PUBLIC_LINE_IS_REPORT =
  "Write the public line in your own words: a visitor's report is never shown to other visitors.";
export const publicLineSaved = (line: string | null) => (line ? "Public line saved." : "Public line cleared.");

/** Two texts as the same words, whatever their case, spacing and end punctuation. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s.!?,;:]+/g, " ")
    .trim();

/** Whether a line repeats a visitor's report (or a good part of it): refused, so the report stays private. */
export function repeatsReport(line: string, report: string) {
  const said = words(line);
  const reported = words(report);
  return (
    said.length > 0 && reported.length > 0 && (said === reported || (said.length >= 12 && reported.includes(said)))
  );
}
