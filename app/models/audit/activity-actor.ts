import { staffName } from "../account/staff-name";

/**
 * Who made a change: an account, or, where the row has none, the shell (`npm run user`), the hourly
 * housekeeping (a game purged from the Trash), or an account that has since been removed.
 */
export function activityActor({
  user,
  action,
  details,
}: {
  user: { id: number; name: string | null; email: string | null } | null;
  action: string;
  details: Record<string, unknown>;
}) {
  if (user) return staffName(user.name, user.email, `account #${user.id}`);
  if (details.by === "shell") return "The shell (npm run user)";
  if (action === "game_purged") return "Housekeeping";
  return "A removed account";
}
