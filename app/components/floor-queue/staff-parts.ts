/**
 * The floor's queue as the staff layout mounts it, one chunk loaded apart from the layout's own code
 * (components/layout/staff-queue.ts): the route manifest every page loads, a visitor's too, names none of it.
 */
export { FloorQueue } from "./FloorQueue";
export { QueueBadge } from "./QueueBadge";
export { SignOutForm } from "./SignOutForm";
