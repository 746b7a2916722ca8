/** The queue screen's address (route-manifest.ts holds the route). */
export const OUTBOX_PATH = "/outbox";

/** "1 waiting", "3 waiting": the badge's count. */
export const waitingText = (count: number) => `${count} waiting`;

/** What signing out asks first while changes wait on this phone. */
export const signOutQuestion = (count: number) =>
  `${count === 1 ? "1 change is" : `${count} changes are`} still waiting to be sent from this phone. Sign out anyway?`;
