import { describe, expect, it } from "vitest";
import {
  DEVICE_COOKIE_MAX_AGE_S,
  deviceCookie,
  deviceIdFor,
  MAX_DEVICE_ACCOUNTS,
  readDevices,
} from "./device-cookie.server";

const NAME = "museum_device";
const valueOf = (setCookie: string) => setCookie.split("; ")[0].slice(`${NAME}=`.length);
const carrying = (value: string | null, url = "http://localhost/login") =>
  new Request(url, { headers: value === null ? {} : { cookie: `theme=dark; ${NAME}=${value}` } });

describe("device cookie", () => {
  it("after a sign-in names the account and a random id, HttpOnly, SameSite=Lax, for a year", () => {
    const setCookie = deviceCookie(carrying(null), " Ana@Museum.test ").header;
    const [pair, ...attributes] = setCookie.split("; ");
    expect(pair).toMatch(/^museum_device=[\w.~-]+$/);
    expect(attributes.sort()).toEqual(["HttpOnly", `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`, "Path=/", "SameSite=Lax"]);
    const [device] = readDevices(carrying(valueOf(setCookie)));
    expect(device.email).toBe("ana@museum.test");
    expect(device.id).toMatch(/^[\w-]{22}$/);
    expect(deviceIdFor(carrying(valueOf(setCookie)), "ANA@museum.test")).toBe(device.id);
    expect(deviceIdFor(carrying(valueOf(setCookie)), "bo@museum.test")).toBeNull();
    // A new id at every sign-in.
    expect(
      deviceIdFor(carrying(valueOf(deviceCookie(carrying(null), "ana@museum.test").header)), "ana@museum.test"),
    ).not.toBe(device.id);
  });

  it("is Secure and __Host- prefixed over HTTPS", () => {
    const setCookie = deviceCookie(carrying(null, "https://museum.example/login"), "ana@museum.test").header;
    expect(setCookie).toMatch(/^__Host-museum_device=/);
    expect(setCookie.split("; ")).toContain("Secure");
    const value = setCookie.split("; ")[0].slice("__Host-museum_device=".length);
    const request = new Request("https://museum.example/login", {
      headers: { cookie: `__Host-museum_device=${value}` },
    });
    expect(deviceIdFor(request, "ana@museum.test")).not.toBeNull();
  });

  it("cannot be forged: another account's name, another id or a made-up signature is ignored", () => {
    const value = valueOf(deviceCookie(carrying(null), "ana@museum.test").header);
    const [email, id, mac] = value.split(".");
    const bo = Buffer.from("bo@museum.test").toString("base64url");
    for (const forged of [
      `${bo}.${id}.${mac}`,
      `${email}.other-id.${mac}`,
      `${email}.${id}.${"A".repeat(43)}`,
      `${email}.${id}`,
      "garbage",
      `${value}.extra`,
    ]) {
      expect(readDevices(carrying(forged)), forged).toEqual([]);
    }
  });

  it("keeps the accounts signed in on a shared browser, the newest first and at most a few", () => {
    let value: string | null = null;
    const emails = Array.from({ length: MAX_DEVICE_ACCOUNTS + 2 }, (_, i) => `desk${i}@museum.test`);
    for (const email of emails) value = valueOf(deviceCookie(carrying(value), email).header);
    const kept = readDevices(carrying(value)).map((device) => device.email);
    expect(kept).toEqual(emails.slice(-MAX_DEVICE_ACCOUNTS).reverse());
    // Signing in again as one of them moves it to the front with a new id, without a second entry.
    const before = deviceIdFor(carrying(value), emails.at(-3)!);
    value = valueOf(deviceCookie(carrying(value), emails.at(-3)!).header);
    const after = readDevices(carrying(value));
    expect(after.map((device) => device.email)).toEqual([
      emails.at(-3),
      ...kept.filter((email) => email !== emails.at(-3)),
    ]);
    expect(after[0].id).not.toBe(before);
    expect(`${NAME}=${value}`.length).toBeLessThan(4096);
  });
});
