import type { ComponentProps } from "react";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { REPAIR_TRASH_NOTE } from "~/models/repair/thread";

type Props = Omit<ComponentProps<typeof ConfirmDialog>, "title" | "description" | "confirmLabel"> & {
  comment: string;
};

/** "Delete this repair?", quoting the start of its comment, wherever a repair can be deleted. */
export function DeleteRepairDialog({ comment, ...dialog }: Props) {
  return (
    <ConfirmDialog
      {...dialog}
      title="Delete this repair?"
      description={
        <>
          &ldquo;{comment.length > 120 ? `${comment.slice(0, 120)}...` : comment}&rdquo;. {REPAIR_TRASH_NOTE}
        </>
      }
      confirmLabel="Delete Repair"
    />
  );
}
