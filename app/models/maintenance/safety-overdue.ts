/** A safety-related task overdue on one machine, as its staff page shows it (docs/product.md#maintenance). */
export type SafetyOverdue = {
  taskId: number;
  title: string;
  /** How long past its due point, in words ("3 days"). */
  overdueBy: string;
  /** The cycle's page, where it is taken and done. */
  path: string;
};

/** The notice's exact words: "Safety check overdue: Check flipper coil stops and linkages (3 days)". */
export const safetyOverdueText = (row: Pick<SafetyOverdue, "title" | "overdueBy">) =>
  `Safety check overdue: ${row.title} (${row.overdueBy})`;
