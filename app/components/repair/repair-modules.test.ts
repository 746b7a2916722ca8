import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const THREAD = path.join("app", "components", "repair", "thread");
const modulesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts"))
    .map((name) => path.join(dir, name));

it("the repair thread's modules, the repair components and the Repair Dashboard's route are each under 300 lines", () => {
  const files = [
    ...modulesIn(THREAD),
    ...modulesIn(path.join("app", "components", "repair")),
    "app/routes/repairs.tsx",
  ];
  const long = files
    .map((file) => ({ file, lines: fs.readFileSync(file, "utf8").split("\n").length - 1 }))
    .filter(({ lines }) => lines >= 300);
  expect(long).toEqual([]);
});

it("the repair thread's field messages come from FieldError and the field helpers, not from ids written by hand", () => {
  const handWritten = modulesIn(THREAD).filter((file) => /-error`/.test(fs.readFileSync(file, "utf8")));
  expect(handWritten).toEqual([]);
});
