import { LoaderCircle, Save } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Field, FieldError } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  FORM_STATUSES,
  GAME_LOCATIONS,
  GAME_TYPES,
  gameFieldErrors,
  gameFormSchema,
  gameFormValues,
  LIMITS,
  type GameField,
  type GameFormResult,
  type GameFormValues,
} from "~/models/game/game.schema";
import { Disclosure } from "./Disclosure";
import { ImageUploader } from "./ImageUploader";
import { MissingPartsField } from "./MissingPartsField";

type Props = {
  /** What the fields start with: the game's values, or the user's own after a refused save. */
  initial: GameFormValues;
  /** The version the form was loaded with (edit only); the save is refused if the game changed since. */
  version?: number;
  /** The action's answer to the last save. */
  result: GameFormResult | undefined;
  currentYear: number;
  cancelTo: string;
  submitLabel: string;
  /** Edit only: an Accept on the page took the game off Games For Sale, moving it from version `from` to `to`. */
  saleTakenOff?: SaleTakenOff | null;
};

export type SaleTakenOff = { from: number; to: number };

const hasSaleData = (v: GameFormValues) =>
  v.forSale || v.askingPrice.trim() !== "" || v.saleConditionNotes.trim() !== "" || v.saleNotes.trim() !== "";

/**
 * The game form of /add and /edit/{id}. It posts to its page's action, without
 * JavaScript too; with it, the same schema checks first, errors clear as their field is edited, and
 * Submit is disabled while images upload or the save runs.
 */
export function GameForm({ initial, version, result, currentYear, cancelTo, submitLabel, saleTakenOff = null }: Props) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const saving =
    navigation.state === "submitting" &&
    navigation.formMethod === "POST" &&
    navigation.formData?.get("intent") !== "delete";

  const check = useMemo(() => checkWith(gameFormSchema(currentYear), gameFormValues, gameFieldErrors), [currentYear]);
  const { id, formRef, errors, field, clear, onSubmit } = useForm({
    check,
    send: (form) => submit(form, { method: "post" }),
    result,
    onInvalid: (found) => {
      if (found.askingPrice || found.saleConditionNotes || found.saleNotes) setSalesOpen(true);
    },
  });
  const failed = result && !result.ok ? result : undefined;
  const [type, setType] = useState(initial.type || "Arcade");
  const [location, setLocation] = useState(initial.location || "Replay");
  const [images, setImages] = useState(initial.images);
  const [uploading, setUploading] = useState(false);
  const [salesOpen, setSalesOpen] = useState(() => hasSaleData(initial));

  // The version a save names. A sale taken off from the version this form holds is followed (its two
  // fields cleared, the new version adopted); from any other version the save stays stale and is refused.
  const [formVersion, setFormVersion] = useState(version);
  const [shownVersion, setShownVersion] = useState(version);
  const [shownTakeOff, setShownTakeOff] = useState(saleTakenOff);
  const [saleCleared, setSaleCleared] = useState(0);
  if (version !== shownVersion) {
    setShownVersion(version);
    setFormVersion(version);
  }
  if (saleTakenOff !== shownTakeOff) {
    setShownTakeOff(saleTakenOff);
    if (saleTakenOff && saleTakenOff.from === formVersion) {
      setFormVersion(saleTakenOff.to);
      setSaleCleared((n) => n + 1);
    }
  }

  const fieldError = (name: GameField) => <FieldError id={id} name={name} errors={errors} />;
  const label = (name: GameField, text: string) => (
    <label htmlFor={`${id}-${name}`} className="label">
      {text}
    </label>
  );

  const notes = (name: "conditionNotes" | "saleConditionNotes" | "saleNotes", text: string, rows: number) => (
    <Field id={id} name={name} label={text} errors={errors}>
      <textarea
        {...field(name)}
        defaultValue={initial[name]}
        maxLength={LIMITS.notes}
        rows={rows}
        className={`input resize-y ${rows > 3 ? "min-h-28" : ""}`}
      />
    </Field>
  );

  /** A choice whose "Other" opens a text field beside it; changing the choice clears that field's message. */
  const choiceWithOther = (
    name: "type" | "location",
    text: string,
    options: readonly string[],
    value: string,
    choose: (value: string) => void,
    other: { name: "otherType" | "otherLocation"; label: string; placeholder: string },
  ) => (
    <>
      <div>
        {label(name, text)}
        <select
          {...field(name)}
          value={value}
          onChange={(e) => (choose(e.target.value), clear(other.name))}
          className="input"
        >
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      {value === "Other" ? (
        <Field id={id} name={other.name} label={other.label} errors={errors}>
          <input
            {...field(other.name)}
            defaultValue={initial[other.name]}
            maxLength={LIMITS.other}
            placeholder={other.placeholder}
            className="input"
          />
        </Field>
      ) : null}
    </>
  );

  const busy = saving || uploading;

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-6" data-testid="game-form">
      <input type="hidden" name="intent" value="save" />
      {formVersion !== undefined ? <input type="hidden" name="version" value={formVersion} /> : null}
      {failed?.error ? <FormAlert>{failed.error}</FormAlert> : null}

      <section className="space-y-5 card p-5 sm:p-6" aria-labelledby={`${id}-basics`}>
        <h2 id={`${id}-basics`} className="text-lg font-bold">
          Game details
        </h2>
        <Field id={id} name="name" label="Game name" errors={errors}>
          <input
            {...field("name")}
            defaultValue={initial.name}
            maxLength={LIMITS.name}
            required
            autoComplete="off"
            className="input"
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          {choiceWithOther("type", "Type", GAME_TYPES, type, setType, {
            name: "otherType",
            label: "Other type",
            placeholder: "e.g. Claw machine",
          })}
          {choiceWithOther("location", "Location", GAME_LOCATIONS, location, setLocation, {
            name: "otherLocation",
            label: "Other location",
            placeholder: "e.g. Storage unit 4",
          })}
          <div>
            {label("status", "Status")}
            <select {...field("status")} defaultValue={initial.status || "Operational"} className="input">
              {FORM_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <Field id={id} name="yearMade" label="Year made" errors={errors}>
            <input
              {...field("yearMade")}
              defaultValue={initial.yearMade}
              type="number"
              inputMode="numeric"
              min={1900}
              max={currentYear}
              step={1}
              className="input"
            />
          </Field>
          <Field id={id} name="highScore" label="High score" errors={errors}>
            <input
              {...field("highScore")}
              defaultValue={initial.highScore}
              maxLength={LIMITS.highScore}
              inputMode="numeric"
              className="input"
            />
          </Field>
          <div className="min-w-0">
            {label("assetId", "Asset ID (optional)")}
            <input
              {...field("assetId", true)}
              defaultValue={initial.assetId}
              maxLength={LIMITS.assetId}
              autoComplete="off"
              className="input"
            />
            <p id={`${id}-assetId-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              The museum&apos;s own tag, e.g. RP-0042: the collection import finds the machine by it.
            </p>
            {fieldError("assetId")}
          </div>
        </div>
        {notes("conditionNotes", "Condition notes (staff only)", 4)}
        <MissingPartsField initial={initial.missingParts} />
        {fieldError("missingParts")}
      </section>

      <section className="space-y-4 card p-5 sm:p-6" aria-labelledby={`${id}-images`}>
        <h2 id={`${id}-images`} className="text-lg font-bold">
          Images
        </h2>
        {images.map((url) => (
          <input key={url} type="hidden" name="images" value={url} />
        ))}
        <ImageUploader
          images={images}
          onChange={(next) => {
            setImages(next);
            clear("images");
          }}
          onBusyChange={setUploading}
        />
        {fieldError("images")}
      </section>

      <Disclosure id={`${id}-sales`} title="Sales Management" open={salesOpen} onToggle={setSalesOpen}>
        <label className="flex items-start gap-3">
          <input
            key={`for-sale-${saleCleared}`}
            type="checkbox"
            name="forSale"
            defaultChecked={saleCleared ? false : initial.forSale}
            className="mt-1 size-5 rounded border-slate-400 text-brand-600 focus:ring-brand-500"
          />
          <span>
            <span className="font-semibold">For sale</span>
            <span className="block text-sm text-slate-600 dark:text-slate-300">
              Listed on Games For Sale when ticked or when it has an asking price.
            </span>
          </span>
        </label>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={id} name="askingPrice" label="Asking price ($)" errors={errors}>
            <input
              {...field("askingPrice")}
              key={`price-${saleCleared}`}
              defaultValue={saleCleared ? "" : initial.askingPrice}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              className="input"
            />
          </Field>
        </div>
        {notes("saleConditionNotes", "Sale condition notes", 3)}
        {notes("saleNotes", "Sale notes", 3)}
      </Disclosure>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Link to={cancelTo} className="btn-ghost justify-center">
          Cancel
        </Link>
        <button type="submit" className="btn-primary justify-center" disabled={busy}>
          {saving ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden className="size-4" />
          )}
          {saving ? "Saving..." : uploading ? "Uploading images..." : submitLabel}
        </button>
      </div>
    </Form>
  );
}
