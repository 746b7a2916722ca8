import { describe, expect, it } from "vitest";
import { answerOf } from "./replay";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });

/** A fetch's Response after following redirects: `redirected` and the final URL are read-only, so set here. */
const landedOn = (url: string, body = "<html></html>") => {
  const response = new Response(body, { status: 200, headers: { "Content-Type": "text/html" } });
  Object.defineProperties(response, { redirected: { value: true }, url: { value: url } });
  return response;
};

describe("what a replay's answer means", () => {
  it("stored: the action's ok result, or a navigation form's redirect to its next page", async () => {
    expect(await answerOf(json({ ok: true, message: "Work entry added." }))).toMatchObject({ kind: "sent" });
    expect(await answerOf(landedOn("http://museum.test/repairs/12"))).toMatchObject({ kind: "sent" });
  });

  it("refused, with the server's own words: its error, else its first field message", async () => {
    expect(await answerOf(json({ ok: false, error: "This repair is closed. Reopen it first." }, 409))).toEqual({
      kind: "refused",
      message: "This repair is closed. Reopen it first.",
    });
    expect(await answerOf(json({ ok: false, fieldErrors: { body: "Please say what you did" } }, 400))).toEqual({
      kind: "refused",
      message: "Please say what you did",
    });
  });

  it("the session is over: sent to sign in (or to change the password first), or a 401/403", async () => {
    expect(await answerOf(landedOn("http://museum.test/login?redirectTo=%2Frepairs%2F12"))).toEqual({
      kind: "signed-out",
    });
    expect(await answerOf(landedOn("http://museum.test/account/password"))).toEqual({ kind: "signed-out" });
    expect(await answerOf(new Response("", { status: 401 }))).toEqual({ kind: "signed-out" });
    expect(await answerOf(json({ ok: false, error: "Access Denied" }, 403))).toEqual({ kind: "signed-out" });
  });

  it("a server error stored nothing: tried again later, even with a result", async () => {
    expect(await answerOf(json({ ok: false, error: "Could not save" }, 500))).toEqual({ kind: "unreachable" });
    expect(await answerOf(new Response("Bad gateway", { status: 502 }))).toEqual({ kind: "unreachable" });
  });
});
