import { LoaderCircle, Save } from "lucide-react";

/** A checkbox with its label, the whole row a 44 px target. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="size-5 rounded border-slate-400 text-brand-600 focus:ring-brand-500"
      />
      <span className="font-semibold">{label}</span>
    </label>
  );
}

/** Cancel and Save, Save first on a phone's thumb side. */
export function FormButtons({ busy, onCancel, saveLabel }: { busy: boolean; onCancel: () => void; saveLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Save aria-hidden className="size-4" />}
        {busy ? "Saving..." : saveLabel}
      </button>
    </div>
  );
}
