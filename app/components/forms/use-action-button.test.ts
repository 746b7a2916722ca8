import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The hook only reads a fetcher: a fake one stands in for React Router's, so no page has to be rendered.
const fetcher = vi.hoisted(() => ({
  state: "idle" as "idle" | "submitting" | "loading",
  data: undefined as unknown,
  formData: undefined as FormData | undefined,
  Form: () => null,
  submit: () => Promise.resolve(),
  load: () => Promise.resolve(),
}));
vi.mock("react-router", () => ({ useFetcher: () => fetcher }));

const { useActionButton } = await import("./use-action-button");

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("useActionButton", () => {
  beforeEach(() => {
    Object.assign(fetcher, { state: "idle", data: undefined, formData: undefined });
  });

  it("is busy while a post is on its way, hides the last answer meanwhile and says what is being sent", () => {
    Object.assign(fetcher, {
      state: "submitting",
      data: { ok: false, error: "Failed to restore the game. Please try again." },
      formData: posted({ intent: "retry", id: "7" }),
    });
    const button = useActionButton();
    expect(button.busy).toBe(true);
    expect(button.answer).toBeUndefined();
    expect(button.error).toBeUndefined();
    expect(button.data).toEqual({ ok: false, error: "Failed to restore the game. Please try again." });
    expect([button.pending("intent"), button.pending("id"), button.pending("status")]).toEqual(["retry", "7", null]);
  });

  it("gives a refusal's text as the error and a success's text as the message, once the answer is in", () => {
    Object.assign(fetcher, { data: { ok: false, error: "That mail is no longer in the list." } });
    expect(useActionButton()).toMatchObject({
      busy: false,
      error: "That mail is no longer in the list.",
      message: undefined,
    });
    expect(useActionButton().pending("intent")).toBeNull();

    Object.assign(fetcher, { data: { ok: true, message: "Marked Received" } });
    expect(useActionButton()).toMatchObject({ busy: false, error: undefined, message: "Marked Received" });
  });
});

/** Every module under app/, as its path from the repository's root. */
function modulesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it("only the two form hooks drive a fetcher: every other module goes through useForm or useActionButton", () => {
  const drivers = modulesUnder("app").filter((file) => /\buseFetcher\b/.test(fs.readFileSync(file, "utf8")));
  // form-result.server.ts only names it in a comment on the answers' types.
  expect(drivers.filter((file) => !file.endsWith("form-result.server.ts")).sort()).toEqual([
    path.join("app", "components", "forms", "use-action-button.ts"),
    path.join("app", "components", "forms", "use-form.ts"),
  ]);
});
