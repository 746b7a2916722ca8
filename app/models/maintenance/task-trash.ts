/** The Trash's texts for deleted maintenance tasks (docs/departures.md#trash): its page and its action's answers. */

export const RESTORE_TASK_FAILED = "Failed to restore task. Please try again.";
export const TASK_NOT_IN_TRASH = "That task is no longer in the Trash.";
export const taskGameInTrash = (game: string) => `${game} is in the Trash too. Restore the game first, then its task.`;
export const taskStarterTwin = (title: string) =>
  `The starter set has added “${title}” again since. Delete that task first to restore this one.`;
export const taskBackFromTrash = (title: string) =>
  `The task “${title}” is back, with its machines, intervals and checklist.`;
