import { LogOut } from "lucide-react";
import { useRef, useState } from "react";
import { Form } from "react-router";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { signOutQuestion } from "./queue-words";
import { useQueueStatus } from "./queue-status";

/**
 * Sign Out, which first asks while changes of this staff member still wait on the phone: signing out stops them
 * being sent until the same person signs in here again.
 */
export function SignOutForm({ className }: { className: string }) {
  const { waiting, refused } = useQueueStatus();
  const count = waiting + refused;
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  const content = (
    <>
      <LogOut aria-hidden className="size-5" />
      <span aria-hidden className="hidden lg:inline">
        Sign Out
      </span>
    </>
  );
  return (
    <Form method="post" action="/logout" replace ref={formRef}>
      {count ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={className} aria-label="Sign Out" title="Sign Out">
              {content}
            </button>
          }
          title="Changes still waiting"
          description={signOutQuestion(count)}
          confirmLabel="Sign out anyway"
          icon={<LogOut aria-hidden className="size-4" />}
          open={asking}
          onOpenChange={setAsking}
          onConfirm={() => {
            setAsking(false);
            formRef.current?.requestSubmit();
          }}
        />
      ) : (
        <button type="submit" className={className} aria-label="Sign Out" title="Sign Out">
          {content}
        </button>
      )}
    </Form>
  );
}
