import { ArrowDown, ArrowUp } from "lucide-react";
import { useActionButton } from "~/components/forms/use-action-button";
import { FormAlert } from "~/components/ui/FormAlert";
import type { action as faqAction } from "~/routes/admin.faq";

/** Move up and Move down: the server swaps the two positions in one transaction. */
export function MoveButtons({
  id,
  question,
  first,
  last,
}: {
  id: number;
  question: string;
  first: boolean;
  last: boolean;
}) {
  const { submit, busy: moving, error: failure } = useActionButton<typeof faqAction>();
  const move = (direction: "up" | "down") =>
    void submit(
      { intent: "move-faq", id: String(id), direction },
      { method: "post", action: "/admin/faq", preventScrollReset: true },
    );
  return (
    <>
      <button
        type="button"
        className="btn-ghost min-h-11 px-3 text-sm"
        disabled={first || moving}
        onClick={() => move("up")}
        aria-label={`Move up: ${question}`}
      >
        <ArrowUp aria-hidden className="size-4" /> Move up
      </button>
      <button
        type="button"
        className="btn-ghost min-h-11 px-3 text-sm"
        disabled={last || moving}
        onClick={() => move("down")}
        aria-label={`Move down: ${question}`}
      >
        <ArrowDown aria-hidden className="size-4" /> Move down
      </button>
      {failure ? (
        <div className="basis-full">
          <FormAlert>{failure}</FormAlert>
        </div>
      ) : null}
    </>
  );
}
