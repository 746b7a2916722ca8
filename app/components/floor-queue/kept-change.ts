import type { KeptItem } from "./kept-item";

/** What a row's kept change is: the value of one of its fields (its intent, a part's state). */
export const keptField = (item: KeptItem, name: string) =>
  item.fields.find((field): field is { name: string; value: string } => field.name === name && "value" in field)?.value;

/** A row's change the server refused when it was sent: its word, in the row; the change stays on Waiting to send. */
export const notSent = (message: string) => `Not sent: ${message}`;

export type KeptChange = {
  /** The change waits on the phone: the row shows its stored state, and this change as waiting. */
  waiting: boolean;
  /** The kept item, while the queue holds it (after a reload too). */
  item?: KeptItem;
  /** The server's refusal of the change kept from this row. */
  refused?: string;
};

/**
 * What a row shows of its change, from the queue's latest item for it and whether its form was kept since its
 * stored state last moved on: waiting while either holds (the item is gone once sent, but the row waits for the
 * page to read its data again); refused with the server's words only when the refused item is this form's own
 * (an older refusal is Waiting to send's business).
 */
export function keptChangeOf(item: KeptItem | undefined, keptHere: boolean): KeptChange {
  if (item?.state === "refused")
    return keptHere ? { waiting: false, refused: notSent(item.message ?? "") } : { waiting: false };
  return { waiting: keptHere || item !== undefined, item };
}
