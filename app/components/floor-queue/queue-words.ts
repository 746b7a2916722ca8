/** The queue's dialog and its title, which the badge opens. */
export const QUEUE_TITLE = "Waiting to send";

/** "1 waiting", "3 waiting": the badge's count. */
export const waitingText = (count: number) => `${count} waiting`;

/** What Discard says, beside its Undo, and what the Undo says. */
export const discardedText = (label: string) => `Discarded '${label}'.`;
export const putBackText = (label: string) => `'${label}' is back in the list.`;

/** What signing out asks first while changes wait on this phone. */
export const signOutQuestion = (count: number) =>
  `${count === 1 ? "1 change is" : `${count} changes are`} still waiting to be sent from this phone. Sign out anyway?`;

/** Signing in again after the session ended, back to the page the staff member is on (as the server's redirect writes it). */
export const signInAgainPath = ({ pathname, search }: { pathname: string; search: string }) =>
  `/login?${new URLSearchParams({ redirectTo: pathname + search })}`;
