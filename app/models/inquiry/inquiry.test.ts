import { describe, expect, it } from "vitest";
import { OFFER_AMOUNT_ERROR, inquirySuccessMessage } from "./inquiry";
import { InquirySchema } from "./inquiry.schema";

const base = {
  gameId: "7",
  inquiryType: "offer",
  name: " Alex ",
  email: " alex@example.com ",
  phone: "",
  offerAmount: "",
  message: " Hi ",
};

describe("buyer form", () => {
  it("trims, makes empty optional fields null and reads the offer amount in dollars", () => {
    expect(InquirySchema.parse({ ...base, offerAmount: "$1,250.5" })).toEqual({
      gameId: 7,
      inquiryType: "offer",
      name: "Alex",
      email: "alex@example.com",
      phone: null,
      offerAmount: 1250.5,
      message: "Hi",
    });
    expect(InquirySchema.parse(base).offerAmount).toBeNull();
  });
  it("accepts cents (step 0.01) but no finer, and no zero or negative amounts", () => {
    expect(InquirySchema.parse({ ...base, offerAmount: "0.01" }).offerAmount).toBe(0.01);
    for (const bad of ["0", "-5", "1.234", "abc", "1e3"]) {
      const result = InquirySchema.safeParse({ ...base, offerAmount: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(OFFER_AMOUNT_ERROR);
    }
  });
  it("never keeps an amount on a purchase", () => {
    expect(InquirySchema.parse({ ...base, inquiryType: "purchase", offerAmount: "500" }).offerAmount).toBeNull();
  });
  it("requires name, a valid email and a message; a phone, if given, must look like one", () => {
    const result = InquirySchema.safeParse({ ...base, name: "", email: "x@", message: "  ", phone: "call me" });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["name", "Please enter your name"],
      ["email", "Please enter a valid email address"],
      ["phone", "Please enter a valid phone number"],
      ["message", "Please enter a message"],
    ]);
    expect(InquirySchema.parse({ ...base, phone: "+1 (772) 555-0142" }).phone).toBe("+1 (772) 555-0142");
  });
  it("names the kind in the success text", () => {
    expect(inquirySuccessMessage("purchase")).toBe(
      "Your purchase request has been submitted successfully! We will contact you soon.",
    );
    expect(inquirySuccessMessage("offer")).toBe(
      "Your offer has been submitted successfully! We will contact you soon.",
    );
  });
});

describe("a purchase form has no amount field", () => {
  it("parses when offerAmount and phone are absent altogether", () => {
    const { offerAmount: _a, phone: _p, ...purchase } = { ...base, inquiryType: "purchase" };
    expect(InquirySchema.parse(purchase)).toMatchObject({ inquiryType: "purchase", phone: null, offerAmount: null });
  });
});
