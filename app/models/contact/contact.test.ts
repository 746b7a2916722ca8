import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/utils/forms";
import { CONTACT_FAILURE, CONTACT_LIMITS, CONTACT_SUCCESS, contactClientAction } from "./contact";
import { ContactSchema } from "./contact.schema";

const valid = { name: "Jo Player", email: "jo@example.com", message: "Do you host birthday parties?" };
const errorsFor = (input: Record<string, unknown>) => {
  const parsed = ContactSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe("ContactSchema", () => {
  it("accepts a complete message and trims every field", () => {
    const parsed = ContactSchema.parse({
      name: "  Jo Player ",
      email: " jo@example.com ",
      message: "\n Hello there \n",
    });
    expect(parsed).toEqual({ name: "Jo Player", email: "jo@example.com", message: "Hello there" });
  });

  it("requires a name", () => {
    expect(errorsFor({ ...valid, name: "" })).toEqual({ name: "Please enter your name" });
    expect(errorsFor({ ...valid, name: "    " })).toEqual({ name: "Please enter your name" });
    expect(errorsFor({ email: valid.email, message: valid.message })).toEqual({ name: "Please enter your name" });
  });

  it("requires an e-mail address in e-mail format", () => {
    expect(errorsFor({ ...valid, email: "" })).toEqual({ email: "Please enter your email address" });
    expect(errorsFor({ ...valid, email: "jo@" })).toEqual({ email: "Please enter a valid email address" });
    expect(errorsFor({ ...valid, email: "not an email" })).toEqual({ email: "Please enter a valid email address" });
  });

  it("requires a message", () => {
    expect(errorsFor({ ...valid, message: " \n " })).toEqual({ message: "Please enter a message" });
  });

  it("reports every missing field at once, one message each", () => {
    expect(errorsFor({ name: "", email: "", message: "" })).toEqual({
      name: "Please enter your name",
      email: "Please enter your email address",
      message: "Please enter a message",
    });
  });

  it("limits the length of each field", () => {
    expect(errorsFor({ ...valid, name: "x".repeat(CONTACT_LIMITS.name) })).toEqual({});
    expect(errorsFor({ ...valid, name: "x".repeat(CONTACT_LIMITS.name + 1) })).toEqual({
      name: "Please keep your name under 100 characters",
    });
    expect(errorsFor({ ...valid, message: "x".repeat(CONTACT_LIMITS.message + 1) })).toEqual({
      message: "Please keep your message under 5,000 characters",
    });
    expect(errorsFor({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("uses the spec's success and failure texts", () => {
    expect(CONTACT_SUCCESS).toBe("Message sent successfully! We will get back to you soon.");
    expect(CONTACT_FAILURE).toBe("Failed to send message. Please try again.");
  });
});

describe("contactClientAction", () => {
  it("passes the server's answer through", async () => {
    const answer = { ok: true as const, message: CONTACT_SUCCESS };
    await expect(contactClientAction(async () => answer)).resolves.toBe(answer);
  });

  it("turns a failed request into the spec's failure text", async () => {
    await expect(contactClientAction(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual({
      ok: false,
      error: CONTACT_FAILURE,
    });
  });
});
