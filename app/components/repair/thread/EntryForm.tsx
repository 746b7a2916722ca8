import { Plus, Send, X } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { describedBy, FieldError, fieldId } from "~/components/forms/Field";
import { ENTRY_BODY_MAX } from "~/models/repair/thread";
import { MinutesAndPhotos } from "./MinutesAndPhotos";
import { ThreadFailure, ThreadFormFrame, useThreadForm } from "./thread-form";
import type { Added } from "./WorkLog";

/**
 * 'Add work entry': what was done or found, the minutes spent (optional), up to four photos, and optionally
 * parts to request (name, quantity, where to buy, cost). Saved, the form empties for the next entry and tells
 * `onAdded` which entry it wrote, for the work log to show it.
 */
export function EntryForm({ returnTo, onAdded }: { returnTo: string; onAdded: (added: Added) => void }) {
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [rows, setRows] = useState<number[]>([]);
  const [nextRow, setNextRow] = useState(0);
  const { formRef, form } = useThreadForm((element) => {
    element?.reset();
    setPhotos([]);
    setRows([]);
  });
  const added = useEffectEvent(onAdded);
  useEffect(() => {
    const result = form.result;
    if (!result?.ok || form.busy) return;
    const { entryId } = result as { entryId?: unknown };
    added({ message: result.message ?? "", entryId: typeof entryId === "number" ? entryId : undefined });
  }, [form.result, form.busy]);
  const addRow = () => {
    setRows((all) => [...all, nextRow]);
    setNextRow((n) => n + 1);
  };
  const { id, errors, field } = form;
  return (
    <ThreadFormFrame
      formRef={formRef}
      form={form}
      returnTo={returnTo}
      className="mt-4 space-y-5"
      label="Add work entry"
    >
      <input type="hidden" name="intent" value="entry" />
      <div>
        <label htmlFor={`${id}-body`} className="label">
          What did you do or find?
        </label>
        <textarea {...field("body")} rows={4} maxLength={ENTRY_BODY_MAX} className="input min-h-28 resize-y" />
        <FieldError id={id} name="body" errors={errors} />
      </div>
      <MinutesAndPhotos
        id={id}
        minutes={field("minutes")}
        errors={errors}
        photos={photos}
        onPhotos={setPhotos}
        onUploading={setUploading}
      />
      <fieldset>
        <legend className="label">Parts to order (optional)</legend>
        {rows.length ? (
          <ol className="space-y-3">
            {rows.map((row, index) => (
              <PartRow
                key={row}
                index={index}
                prefix={`${id}-part${row}`}
                errors={errors}
                onRemove={() => setRows((all) => all.filter((r) => r !== row))}
              />
            ))}
          </ol>
        ) : null}
        <button type="button" onClick={addRow} className="mt-2 btn-secondary min-h-12 w-full sm:w-auto">
          <Plus aria-hidden className="size-5" /> {rows.length ? "Another part" : "Request parts"}
        </button>
      </fieldset>
      <button type="submit" disabled={form.busy || uploading} className="btn-secondary min-h-12 w-full sm:w-auto">
        <Send aria-hidden className="size-5" />
        {uploading ? "Uploading photos..." : form.busy ? "Saving..." : "Add work entry"}
      </button>
      <ThreadFailure form={form} />
    </ThreadFormFrame>
  );
}

/** One part to request; its messages are keyed `parts.{index}.{field}` like the schema's. */
function PartRow({
  index,
  prefix,
  errors,
  onRemove,
}: {
  index: number;
  prefix: string;
  errors: Record<string, string | undefined>;
  onRemove: () => void;
}) {
  const input = (name: "name" | "quantity" | "url" | "cost", formName: string, label: string, props = {}) => {
    // The row's own messages under the fields' short names, as the field helpers read them.
    const rowErrors = { [name]: errors[`parts.${index}.${name}`] };
    return (
      <div className={name === "name" ? "col-span-2" : name === "url" ? "col-span-2 sm:col-span-4" : ""}>
        <label htmlFor={fieldId(prefix, name)} className="label">
          {label}
        </label>
        <input
          id={fieldId(prefix, name)}
          name={formName}
          aria-invalid={rowErrors[name] ? true : undefined}
          aria-describedby={describedBy(prefix, name, rowErrors)}
          className="input"
          {...props}
        />
        <FieldError id={prefix} name={name} errors={rowErrors} />
      </div>
    );
  };
  return (
    <li className="rounded-xl border border-slate-200 p-3 dark:border-white/10">
      <div className="mb-2 flex items-center justify-between">
        <span className="text-sm font-semibold">Part {index + 1}</span>
        <button type="button" onClick={onRemove} className="btn-ghost min-h-11 px-3">
          <X aria-hidden className="size-4" /> Remove<span className="sr-only"> part {index + 1}</span>
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {input("name", "partName", "Part name", { autoComplete: "off" })}
        {input("quantity", "partQuantity", "Quantity", {
          type: "number",
          inputMode: "numeric",
          min: 1,
          defaultValue: "1",
        })}
        {input("cost", "partCost", "Cost ($)", { inputMode: "decimal", placeholder: "0.00" })}
        {input("url", "partUrl", "Where to buy (link)", {
          type: "url",
          placeholder: "https://",
          className: "input sm:col-span-2",
        })}
      </div>
    </li>
  );
}
