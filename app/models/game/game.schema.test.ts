import { describe, expect, it } from "vitest";
import {
  gameFieldErrors,
  gameFormSchema,
  gameFormValues,
  NAME_REQUIRED,
  OTHER_LOCATION_REQUIRED,
  OTHER_TYPE_REQUIRED,
  PRICE_NEGATIVE,
  saleFlag,
  yearRangeMessage,
} from "./game.schema";

const schema = gameFormSchema(2026);

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(key, v);
  return gameFormValues(data);
}
const errorsOf = (fields: Record<string, string | string[]>) => {
  const result = schema.safeParse(form(fields));
  return result.success ? {} : gameFieldErrors(result.error);
};

describe("game form schema", () => {
  it("trims, applies the defaults and turns empty optional text into null", () => {
    const parsed = schema.parse(
      form({
        name: "  Galaga  ",
        conditionNotes: "   ",
        otherType: "Claw",
        missingParts: [" left flipper ", "", "  "],
      }),
    );
    expect(parsed).toMatchObject({
      name: "Galaga",
      type: "Arcade",
      location: "Replay",
      status: "Operational",
      conditionNotes: null,
      otherType: null, // only kept with type Other
      otherLocation: null,
      yearMade: null,
      askingPrice: null,
      forSale: false,
      missingParts: ["left flipper"],
      images: [],
    });
  });

  it("gives the spec's messages for each field", () => {
    expect(errorsOf({ name: "   " }).name).toBe(NAME_REQUIRED);
    expect(errorsOf({ name: "X", type: "Other" }).otherType).toBe(OTHER_TYPE_REQUIRED);
    expect(errorsOf({ name: "X", location: "Other", otherLocation: " " }).otherLocation).toBe(OTHER_LOCATION_REQUIRED);
    expect(errorsOf({ name: "X", yearMade: "1899" }).yearMade).toBe(yearRangeMessage(2026));
    expect(errorsOf({ name: "X", yearMade: "2027" }).yearMade).toBe("Year must be between 1900 and 2026");
    expect(errorsOf({ name: "X", yearMade: "19.5" }).yearMade).toBe(yearRangeMessage(2026));
    expect(errorsOf({ name: "X", askingPrice: "-1" }).askingPrice).toBe(PRICE_NEGATIVE);
    expect(errorsOf({ name: "X".repeat(121) }).name).toBe("Game name must be 120 characters or fewer");
    expect(
      errorsOf({
        name: "X",
        type: "Other",
        otherType: "Claw",
        location: "Other",
        otherLocation: "Storage unit 4",
        yearMade: "1981",
      }),
    ).toEqual({});
  });

  it("an empty or non-numeric asking price is no price; a price keeps its cents", () => {
    expect(schema.parse(form({ name: "X", askingPrice: "abc" })).askingPrice).toBeNull();
    expect(schema.parse(form({ name: "X", askingPrice: "" })).askingPrice).toBeNull();
    expect(schema.parse(form({ name: "X", askingPrice: "1250.505" })).askingPrice).toBe(1250.51);
  });

  // docs/departures.md#for-sale-on-add
  it("the sale flag: a price above zero or the box, on add as on edit", () => {
    expect(saleFlag({ forSale: true, askingPrice: null })).toBe(true);
    expect(saleFlag({ forSale: false, askingPrice: 10 })).toBe(true);
    expect(saleFlag({ forSale: false, askingPrice: 0 })).toBe(false);
    expect(saleFlag({ forSale: false, askingPrice: null })).toBe(false);
  });

  it("a repeated image is kept once, in its first place", () => {
    const a = "/uploads/0123456789abcdef0123456789abcdef-1200.webp";
    const b = "/uploads/fedcba9876543210fedcba9876543210-1200.webp";
    expect(schema.parse(form({ name: "X", images: [b, a, b] })).images).toEqual([b, a]);
  });
});
