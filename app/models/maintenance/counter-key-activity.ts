/** How the Activity screen names and tells the counter keys' changes (models/audit/activity.ts). */
export const COUNTER_KEY_ACTION_LABELS = {
  counter_key_created: "Counter key made",
  counter_key_revoked: "Counter key revoked",
};

/** The sentence of a counter key's change, or null for another action. */
export function describeCounterKeyActivity(action: string, d: Record<string, unknown>): string | null {
  const label = typeof d.label === "string" ? ` "${d.label}"` : "";
  const machine =
    typeof d.game === "string" ? ` for ${d.game}` : typeof d.gameId === "number" ? ` for game #${d.gameId}` : "";
  switch (action) {
    case "counter_key_created":
      return `Made the counter key${label}${machine}`;
    case "counter_key_revoked":
      return `Revoked the counter key${label}${machine}`;
    default:
      return null;
  }
}
