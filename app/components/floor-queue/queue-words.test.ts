import { describe, expect, it } from "vitest";
import { signInAgainPath } from "./queue-words";

describe("Waiting to send's words", () => {
  it("'sign in again' returns to the page the staff member is on, its query included", () => {
    expect(signInAgainPath({ pathname: "/repairs/12", search: "" })).toBe("/login?redirectTo=%2Frepairs%2F12");
    expect(signInAgainPath({ pathname: "/report-issue", search: "?gameId=7" })).toBe(
      "/login?redirectTo=%2Freport-issue%3FgameId%3D7",
    );
  });
});
