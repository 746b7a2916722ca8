import { fillPlaceholders, placeholderValues } from "~/models/content/page-text";
import { useMuseum } from "~/utils/museum";

/**
 * A page text a manager wrote (/admin/texts), as the server rendered and sanitized it, with its placeholders
 * filled in from the museum's settings. Nothing when the text could not be read: the page around it still works.
 */
export function PageText({ html, className = "" }: { html: string | null; className?: string }) {
  const museum = useMuseum();
  if (html == null) return null;
  return (
    <div
      data-testid="page-text"
      className={`page-text ${className}`}
      dangerouslySetInnerHTML={{ __html: fillPlaceholders(html, placeholderValues(museum)) }}
    />
  );
}
