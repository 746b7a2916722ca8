import { KEY_FIELD } from "~/sw/unsent-posts";
import { floorFormLabel } from "./floor-forms";
import { answerWorker, inFlightForms } from "./in-flight";
import type { KeptField, NewItem, QueueStore } from "./kept-item";
import { heldPhoto } from "./kept-photos";
import { KEPT_EVENT } from "./KeptNotice";

type Catching = {
  store: QueueStore;
  me: { id: number; name: string };
  /** Whether items of this staff member wait: a new form then goes after them, to keep the order. */
  waiting: () => boolean;
  /** After an item was kept (the sender may try at once). */
  onKept: () => void;
  /** A better name for a form posting to this path, known to the staff code that mounts the queue. */
  nameOf?: (path: string) => string | undefined;
};

/**
 * Catches the floor's forms (floor-forms.ts) before the page's own handler sees them, when the network is gone
 * (or items already wait, or a photo is still a kept blob), and keeps them in the queue. A capture-phase
 * listener on the window, installed only by staff code, so the forms themselves (the visitor's report among them)
 * carry nothing of the queue. A form let go online is remembered a while: when its post cannot get through
 * after all (a dead spot the phone thinks is online), the staff app's worker asks, and it is kept the same way.
 * Returns the uninstall.
 */
export function catchFloorForms({ store, me, waiting, onKept, nameOf }: Catching) {
  const letGo = inFlightForms<{ form: HTMLFormElement; keeping: Keeping }>();
  const keepAndSay = async (form: HTMLFormElement, keeping: Keeping) => {
    await keep(store, keeping);
    form.dispatchEvent(new CustomEvent(KEPT_EVENT, { bubbles: true }));
    onKept();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== "post") return;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    const data = new FormData(form, submitter);
    const key = data.get(KEY_FIELD);
    if (typeof key !== "string") return;
    const url = new URL(
      submitter?.getAttribute("formaction") || form.getAttribute("action") || location.href,
      location.href,
    );
    const named = floorFormLabel(form, url, data);
    if (!named) return;
    const label = nameOf?.(url.pathname) ?? named;
    const keptPhotos = data.getAll("photo").some((value) => heldPhoto(value));
    const keeping = { action: url.pathname + url.search, data, key, label, me };
    if (navigator.onLine && !waiting() && !keptPhotos) {
      letGo.remember(key, { form, keeping });
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    void keepAndSay(form, keeping);
  };
  const stopAnswering = answerWorker(async ({ key, action }) => {
    const sent = letGo.take(key);
    if (!sent || new URL(action, location.href).pathname !== new URL(sent.keeping.action, location.href).pathname)
      return false;
    await keepAndSay(sent.form, sent.keeping);
    return true;
  });
  window.addEventListener("submit", onSubmit, { capture: true });
  return () => {
    window.removeEventListener("submit", onSubmit, { capture: true });
    stopAnswering();
  };
}

type Keeping = { action: string; data: FormData; key: string; label: string; me: NewItem["madeBy"] };

/**
 * Adds the form to the queue. A second tap on the same form (the same fields) is kept once; a new form that still
 * carries a kept one's key (a page that renews its key only on an answer) gets a key of its own.
 */
async function keep(store: QueueStore, { action, data, key, label, me }: Keeping) {
  const fields = keptFields(data);
  const same = (await store.all()).find((item) => item.key === key);
  if (same && sameText(same.fields, fields)) return;
  const ownKey = same ? `${key}-${Date.now().toString(36)}` : key;
  await store.add({
    action,
    fields: fields.map((field) => (field.name === KEY_FIELD ? { name: KEY_FIELD, value: ownKey } : field)),
    key: ownKey,
    madeAt: Date.now(),
    madeBy: me,
    label,
  });
}

function keptFields(data: FormData): KeptField[] {
  return Array.from(data.entries()).flatMap(([name, value]): KeptField[] => {
    const photo = heldPhoto(value);
    if (photo) return [{ name, photo, fileName: `photo.${photo.type.split("/")[1] ?? "jpg"}` }];
    return typeof value === "string" ? [{ name, value }] : [];
  });
}

const textOf = (fields: KeptField[]) =>
  JSON.stringify(
    fields.map((field) => ("value" in field ? [field.name, field.value] : [field.name, field.photo.size])),
  );
const sameText = (a: KeptField[], b: KeptField[]) => textOf(a) === textOf(b);
