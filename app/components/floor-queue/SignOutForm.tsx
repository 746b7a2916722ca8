import { useRef, useState } from "react";
import { Form } from "react-router";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { signOutQuestion } from "./queue-words";
import { useQueueStatus } from "./queue-status";

/**
 * Sign Out, which first asks while changes of this staff member still wait on the phone: signing out stops them
 * being sent until the same person signs in here again. The header hands over its plain Sign Out, its icon and its
 * word, so this chunk shares no module with the layout's (which would make one more chunk the manifest names).
 */
export function SignOutForm({
  className,
  plain,
  icon,
  children,
}: {
  className: string;
  /** Sign Out while nothing waits. */
  plain: React.ReactNode;
  /** The confirm button's icon. */
  icon: React.ReactNode;
  /** The button's icon and word. */
  children: React.ReactNode;
}) {
  const { waiting, refused } = useQueueStatus();
  const count = waiting + refused;
  const formRef = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);
  if (!count) return plain;
  return (
    <Form method="post" action="/logout" replace ref={formRef}>
      <ConfirmDialog
        trigger={
          <button type="button" className={className} aria-label="Sign Out" title="Sign Out">
            {children}
          </button>
        }
        title="Changes still waiting"
        description={signOutQuestion(count)}
        confirmLabel="Sign out anyway"
        icon={icon}
        open={asking}
        onOpenChange={setAsking}
        onConfirm={() => {
          setAsking(false);
          formRef.current?.requestSubmit();
        }}
      />
    </Form>
  );
}
