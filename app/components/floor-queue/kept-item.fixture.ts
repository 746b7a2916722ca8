import type { NewItem } from "./kept-item";

/** The staff member whose kept items the queue's unit tests send. */
export const ME = 7;

let made = 0;

/** A kept work entry on repair #12, named by its label, each made a second after the last. */
export const keptEntry = (label: string, extra: Partial<NewItem> = {}): NewItem => ({
  action: "/repairs/12",
  fields: [
    { name: "intent", value: "entry" },
    { name: "body", value: label },
    { name: "idempotencyKey", value: `key-${label}` },
  ],
  key: `key-${label}`,
  madeAt: Date.UTC(2026, 0, 10, 10, 0, ++made),
  madeBy: { id: ME, name: "Sam" },
  label,
  ...extra,
});
