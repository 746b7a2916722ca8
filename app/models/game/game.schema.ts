import { z } from "zod";
import type { GameLocation, GameStatus, GameType } from "~/db/schema";
import { fieldErrorsOf, type FormResult } from "~/utils/forms";
import type { PublicGame } from "./game";
import { toOneLine } from "../shared/one-line";
import { formText, formTexts, ticked, tooLong } from "../shared/fields";
import { optionalText } from "../shared/fields.schema";

/**
 * The game form: one schema for /add and /edit/{id}, used by the browser for
 * instant messages and by the action for the truth. Nothing here may import server code.
 */

export const GAME_TYPES: GameType[] = ["Arcade", "Pinball", "Skeeball", "Other"];
export const GAME_LOCATIONS: GameLocation[] = ["Replay", "Warehouse", "Other"];
export const FORM_STATUSES: GameStatus[] = ["Operational", "In Repair", "Awaiting Parts"];

// --- Texts users must see ----------------------------------------------------

export const NAME_REQUIRED = "Game name is required";
export const OTHER_TYPE_REQUIRED = "Please specify the game type";
export const OTHER_LOCATION_REQUIRED = "Please specify the location";
export const yearRangeMessage = (currentYear: number) => `Year must be between 1900 and ${currentYear}`;
export const SAVE_FAILED = "An error occurred while saving the game. Please try again.";
export const DELETE_FAILED = "Failed to delete game. Please try again.";
export const PRICE_NEGATIVE = "Asking price cannot be negative";
export const STALE_VERSION =
  "Someone else saved this game after you opened it. Your changes are still in the form: open the game in a new tab to see theirs, then save again to keep yours.";
export const IMAGE_NOT_OURS = "One of the images is not one of our uploads. Remove it and upload it again.";
export const ASSET_ID_INVALID = "An asset ID holds letters, digits and - _ . / only, and starts with a letter or digit";
export const ASSET_ID_TAKEN = "Another machine already has this asset ID (games in the Trash keep theirs)";

/** Field limits: every text field has a cap. */
export const LIMITS = {
  name: 120,
  assetId: 40,
  other: 60,
  notes: 4000,
  part: 200,
  parts: 100,
  highScore: 60,
  images: 30,
} as const;

// --- Schema ------------------------------------------------------------------

/**
 * The museum's own tag for a machine, optional. Kept to a label's characters so it reads the same on a sticker, in
 * a spreadsheet (it never starts with a formula's = + - @) and in an address.
 */
const assetId = z
  .string()
  .overwrite(toOneLine)
  .trim()
  .max(LIMITS.assetId, tooLong("Asset ID", LIMITS.assetId))
  .refine((v) => v === "" || /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(v), ASSET_ID_INVALID)
  .transform((v) => v || null);

/** Empty or non-numeric means no price; a negative one is an error. */
const askingPrice = z
  .string()
  .trim()
  .transform((v) => {
    const n = v === "" ? NaN : Number(v);
    return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
  })
  .refine((v) => v === null || v >= 0, PRICE_NEGATIVE);

/** The form for a given calendar year (the year field's upper bound). */
export function gameFormSchema(currentYear: number) {
  return z
    .object({
      // The name reaches the subject and one-line fields of the staff mail of an issue report.
      name: z
        .string()
        .overwrite(toOneLine)
        .trim()
        .max(LIMITS.name, tooLong("Game name", LIMITS.name))
        .min(1, NAME_REQUIRED),
      assetId,
      type: z
        .string()
        .trim()
        .transform((v): GameType => ((GAME_TYPES as string[]).includes(v) ? (v as GameType) : "Arcade")),
      otherType: optionalText("Game type", LIMITS.other),
      location: z
        .string()
        .trim()
        .transform((v): GameLocation => ((GAME_LOCATIONS as string[]).includes(v) ? (v as GameLocation) : "Replay")),
      otherLocation: optionalText("Location", LIMITS.other),
      status: z
        .string()
        .trim()
        .transform((v): GameStatus => ((FORM_STATUSES as string[]).includes(v) ? (v as GameStatus) : "Operational")),
      yearMade: z
        .string()
        .trim()
        .superRefine((v, ctx) => {
          if (v === "") return;
          const n = Number(v);
          if (!Number.isInteger(n) || n < 1900 || n > currentYear)
            ctx.addIssue({ code: "custom", message: yearRangeMessage(currentYear) });
        })
        .transform((v) => (v === "" ? null : Number(v))),
      highScore: optionalText("High score", LIMITS.highScore),
      conditionNotes: optionalText("Condition notes", LIMITS.notes),
      missingParts: z
        .array(z.string().trim().max(LIMITS.part, tooLong("A missing part", LIMITS.part)))
        .transform((parts) => parts.filter(Boolean))
        .pipe(z.array(z.string()).max(LIMITS.parts, `At most ${LIMITS.parts} missing parts`)),
      forSale: z.boolean(),
      askingPrice,
      saleConditionNotes: optionalText("Sale condition notes", LIMITS.notes),
      saleNotes: optionalText("Sale notes", LIMITS.notes),
      // Which URLs may be kept (our uploads, or images the game already has) is checked by the server.
      images: z
        .array(z.string().max(500, IMAGE_NOT_OURS))
        .max(LIMITS.images, `At most ${LIMITS.images} images`)
        .transform((urls) => [...new Set(urls)]),
    })
    .superRefine((value, ctx) => {
      if (value.type === "Other" && !value.otherType)
        ctx.addIssue({ code: "custom", path: ["otherType"], message: OTHER_TYPE_REQUIRED });
      if (value.location === "Other" && !value.otherLocation)
        ctx.addIssue({ code: "custom", path: ["otherLocation"], message: OTHER_LOCATION_REQUIRED });
    })
    .transform((value) => ({
      ...value,
      // "Other ..." is kept only with Other, so a later change of type leaves no stale text behind.
      otherType: value.type === "Other" ? value.otherType : null,
      otherLocation: value.location === "Other" ? value.otherLocation : null,
    }));
}

export type GameFormInput = z.output<ReturnType<typeof gameFormSchema>>;
export type GameField = keyof GameFormInput;
export type GameFieldErrors = Partial<Record<GameField, string>>;

/**
 * For sale when the box is ticked or the asking price is above zero, on add as on update, so the box never
 * does nothing (docs/departures.md#for-sale-on-add: the original product ignored it on add).
 */
export const saleFlag = (input: Pick<GameFormInput, "forSale" | "askingPrice">) =>
  (input.askingPrice ?? 0) > 0 || input.forSale;

/** What the form posts, as the schema's input; works on FormData in the browser and on the server. */
export function gameFormValues(form: FormData) {
  const one = (key: string) => formText(form, key);
  const many = (key: string) => formTexts(form, key);
  return {
    name: one("name"),
    assetId: one("assetId"),
    type: one("type"),
    otherType: one("otherType"),
    location: one("location"),
    otherLocation: one("otherLocation"),
    status: one("status"),
    yearMade: one("yearMade"),
    highScore: one("highScore"),
    conditionNotes: one("conditionNotes"),
    missingParts: many("missingParts"),
    forSale: ticked(form, "forSale"),
    askingPrice: one("askingPrice"),
    saleConditionNotes: one("saleConditionNotes"),
    saleNotes: one("saleNotes"),
    images: many("images"),
  };
}

export type GameFormValues = ReturnType<typeof gameFormValues>;

export const EMPTY_GAME_VALUES: GameFormValues = {
  name: "",
  assetId: "",
  type: "Arcade",
  otherType: "",
  location: "Replay",
  otherLocation: "",
  status: "Operational",
  yearMade: "",
  highScore: "",
  conditionNotes: "",
  missingParts: [],
  forSale: false,
  askingPrice: "",
  saleConditionNotes: "",
  saleNotes: "",
  images: [],
};

/** A saved game as the form's starting values. */
export function gameToFormValues(
  game: PublicGame & { conditionNotes: string | null; assetId: string | null },
): GameFormValues {
  return {
    name: game.name,
    assetId: game.assetId ?? "",
    type: game.type,
    otherType: game.typeOther ?? "",
    location: game.location,
    otherLocation: game.locationOther ?? "",
    status: game.status,
    yearMade: game.yearMade == null ? "" : String(game.yearMade),
    highScore: game.highScore ?? "",
    conditionNotes: game.conditionNotes ?? "",
    missingParts: game.missingParts,
    forSale: game.forSale,
    askingPrice: game.askingPrice == null ? "" : String(game.askingPrice),
    saleConditionNotes: game.saleConditionNotes ?? "",
    saleNotes: game.saleNotes ?? "",
    images: game.images,
  };
}

/** The first message per field. */
export const gameFieldErrors = (error: z.ZodError) => fieldErrorsOf(error) as GameFieldErrors;

/**
 * What /add and /edit answer the game form: why a save was refused, with the user's input to keep and, after
 * a stale save, the game's current version (so saving again knowingly replaces it); or why a delete failed.
 */
export type GameFormResult = FormResult<GameField, "save" | "delete", { version?: number }, GameFormValues>;
