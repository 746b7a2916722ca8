/** How the Activity screen names and tells the hero slides' changes (models/audit/activity.ts). */
export const HERO_ACTION_LABELS = {
  hero_slide_created: "Hero slide added",
  hero_slide_updated: "Hero slide edited",
  hero_slide_deleted: "Hero slide deleted",
  hero_slide_moved: "Hero slide moved",
};

/** The sentence of a hero slide's change, or null for another action. */
export function describeHeroActivity(action: string, d: Record<string, unknown>): string | null {
  const heading = typeof d.heading === "string" ? ` "${d.heading}"` : "";
  switch (action) {
    case "hero_slide_created":
      return `Added the hero slide${heading}`;
    case "hero_slide_updated":
      return `Edited the hero slide${heading}${d.photoReplaced ? ", with a new photo" : ""}`;
    case "hero_slide_deleted":
      return `Deleted the hero slide${heading}`;
    case "hero_slide_moved":
      return `Moved the hero slide${heading} ${d.direction === "up" ? "up" : "down"}${typeof d.to === "number" ? ` to position ${d.to}` : ""}`;
    default:
      return null;
  }
}
