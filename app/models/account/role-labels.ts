import type { UserRole } from "~/db/schema";

/** A role as staff read it (the staff header, the Me page). */
export const ROLE_LABELS: Record<UserRole, string> = { staff: "Staff", manager: "Manager" };
