/** An overdue cycle on the workshop board (docs/product.md#the-tv-boards): plain data the TV draws. */
export type BoardMaintenanceRow = {
  /** `taskId:gameId`: one cycle. */
  key: string;
  task: string;
  game: string;
  /** How long past its due point, written for the TV ('3 d'). */
  overdue: string;
  safety: boolean;
  takenBy: string | null;
};
