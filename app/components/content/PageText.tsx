import { fillPlaceholders, placeholderValues } from "~/models/content/page-text";
import { MUSEUM } from "~/utils/museum";

/** The museum's facts that page texts name in braces: today's constants, the settings' values once they are data. */
export const museumPlaceholders = () => placeholderValues({ ...MUSEUM, collection: "over 100" });

/**
 * A page text a manager wrote (/admin/texts), as the server rendered and sanitized it, with its placeholders
 * filled in. Nothing when the text could not be read: the page around it still works.
 */
export function PageText({ html, className = "" }: { html: string | null; className?: string }) {
  if (html == null) return null;
  return (
    <div
      data-testid="page-text"
      className={`page-text ${className}`}
      dangerouslySetInnerHTML={{ __html: fillPlaceholders(html, museumPlaceholders()) }}
    />
  );
}
