import { LogOut } from "lucide-react";
import { Form } from "react-router";

/** Sign Out's icon, as the confirm button of "Changes still waiting" shows it. */
export const SignOutIcon = () => <LogOut aria-hidden className="size-4" />;

/** Sign Out's icon, and its word from `lg` up; the button's name is its aria-label. */
export function SignOutContent() {
  return (
    <>
      <LogOut aria-hidden className="size-5" />
      <span aria-hidden className="hidden lg:inline">
        Sign Out
      </span>
    </>
  );
}

/** Sign Out as a plain post: the header's until the floor's queue has loaded, or when it cannot load. */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout" replace>
      <button type="submit" className={className} aria-label="Sign Out" title="Sign Out">
        <SignOutContent />
      </button>
    </Form>
  );
}
