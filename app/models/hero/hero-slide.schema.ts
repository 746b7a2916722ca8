import { z } from "zod";
import { STORED_IMAGE_RE } from "~/utils/images";
import { formText, tooLong } from "../shared/fields";
import { toOneLine } from "../shared/one-line";
import {
  ALT_MAX,
  ALT_REQUIRED,
  BUTTON_INCOMPLETE,
  BUTTON_LABEL_MAX,
  BUTTON_TARGET_MAX,
  DEMO_HERO_ART_RE,
  HEADING_MAX,
  HEADING_REQUIRED,
  isButtonTarget,
  LINE_MAX,
  PHOTO_REQUIRED,
  TARGET_INVALID,
  type HeroSlideValues,
} from "./hero-slide";

/** One line of text: a slide's texts are drawn on one line each, so a pasted break is a space. */
const oneLine = (label: string, max: number) => z.string().overwrite(toOneLine).trim().max(max, tooLong(label, max));

/**
 * The hero slide form, checked in the browser and again by the action. The photo is an upload of ours (or, on
 * a demo slide, the demo's own picture); the button has both a label and a target or neither.
 */
export const heroSlideSchema = z
  .object({
    imageUrl: z
      .string()
      .trim()
      .refine((url) => STORED_IMAGE_RE.test(url) || DEMO_HERO_ART_RE.test(url), PHOTO_REQUIRED),
    alt: oneLine("Alt text", ALT_MAX).min(1, ALT_REQUIRED),
    heading: oneLine("Heading", HEADING_MAX).min(1, HEADING_REQUIRED),
    line: oneLine("Line", LINE_MAX),
    buttonLabel: oneLine("Button label", BUTTON_LABEL_MAX),
    buttonTarget: oneLine("Button target", BUTTON_TARGET_MAX).refine(
      (target) => target === "" || isButtonTarget(target),
      TARGET_INVALID,
    ),
  })
  .superRefine((slide, ctx) => {
    if (Boolean(slide.buttonLabel) === Boolean(slide.buttonTarget)) return;
    ctx.addIssue({
      code: "custom",
      path: [slide.buttonLabel ? "buttonTarget" : "buttonLabel"],
      message: BUTTON_INCOMPLETE,
    });
  });

export type HeroSlideInput = z.output<typeof heroSlideSchema>;

export const heroSlideValues = (form: FormData): HeroSlideValues => ({
  imageUrl: formText(form, "imageUrl"),
  alt: formText(form, "alt"),
  heading: formText(form, "heading"),
  line: formText(form, "line"),
  buttonLabel: formText(form, "buttonLabel"),
  buttonTarget: formText(form, "buttonTarget"),
});

export type AdminHeroIntent = "save-slide" | "delete-slide" | "move-slide";
