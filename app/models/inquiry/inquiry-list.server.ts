import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { getConfig } from "~/utils/config.server";

/** When something came in (an inquiry, a message), in museum time ('Mar 4, 2026 3:15 PM'), written by the server so no date library ships. */
export const formatMuseumDateTime = (iso: string) =>
  format(new TZDate(iso, getConfig().timeZone), "MMM d, yyyy h:mm a");
