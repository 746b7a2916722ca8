import { describe, expect, it } from "vitest";
import { ContactSchema } from "../contact/contact.schema";
import { emailField } from "../shared/fields.schema";
import { InquirySchema } from "../inquiry/inquiry.schema";
import { ReportSchema } from "../repair/report.schema";
import { EMPTY_GAME_VALUES, gameFormSchema } from "../game/game.schema";
import { toOneLine } from "./one-line";

const FORGED = [
  "Ann\nSubject: x",
  "Ann\r\nSubject: x",
  "Ann\rSubject: x",
  "Ann\u2028Subject: x",
  "Ann\u2029Subject: x",
  "Ann\u0085Subject: x",
  "Ann\u000bSubject: x",
  "Ann\u0000\u001bSubject: x",
];

describe("toOneLine", () => {
  it.each(FORGED)("turns every line break and control character of %j into one space", (value) => {
    expect(toOneLine(value)).toBe("Ann Subject: x");
  });

  it("leaves ordinary text, accents and emoji alone", () => {
    expect(toOneLine("Zoë O'Brien-Núñez 🎮")).toBe("Zoë O'Brien-Núñez 🎮");
  });
});

describe("visitors' one-line fields are stored on one line", () => {
  it.each(FORGED)("contact form name %j", (name) => {
    expect(ContactSchema.parse({ name, email: "ann@example.com", message: "Hi\nthere" })).toEqual({
      name: "Ann Subject: x",
      email: "ann@example.com",
      message: "Hi\nthere",
    });
  });

  it("issue report reporter name", () => {
    expect(
      ReportSchema.parse({ comment: "Flipper\nsticks", reporterName: "Ann\r\nSubject: x", reporterEmail: "" }),
    ).toEqual({
      comment: "Flipper\nsticks",
      reporterName: "Ann Subject: x",
      reporterEmail: null,
    });
  });

  it("buyer inquiry name and phone", () => {
    const parsed = InquirySchema.parse({
      gameId: "3",
      inquiryType: "offer",
      name: "Ann\u2028Subject: x",
      email: "ann@example.com",
      phone: "555\n0142 123",
      offerAmount: "10",
      message: "Hi",
    });
    expect(parsed).toMatchObject({ name: "Ann Subject: x", phone: "555 0142 123" });
  });

  it("an e-mail address with a line in it is refused, not stored", () => {
    expect(emailField.safeParse("ann@example.com\nBcc: eve@example.com").success).toBe(false);
    expect(emailField.parse("\nann@example.com\r\n")).toBe("ann@example.com");
  });

  it("a game's name, which reaches the subject of an issue report's mail", () => {
    const parsed = gameFormSchema(2026).parse({ ...EMPTY_GAME_VALUES, name: "Pac-Man\nSubject: x" });
    expect(parsed.name).toBe("Pac-Man Subject: x");
  });

  it("a name of nothing but line breaks is still missing", () => {
    expect(ContactSchema.safeParse({ name: "\n\u2028\r", email: "ann@example.com", message: "Hi" }).success).toBe(
      false,
    );
  });
});
