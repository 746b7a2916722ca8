import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signIn } from "~/models/account/login.server";
import { ACCOUNT_AT_ADDRESS, addressPolicy, takeSignInAttempt } from "~/models/account/login-throttle.server";
import { requestPasswordReset } from "~/models/account/password-reset.server";
import { passwordProblem } from "~/models/account/password-rules";
import { findUserByEmail } from "~/models/account/user.server";
import { verifyPassword } from "~/utils/password.server";
import { createSession } from "~/utils/session.server";
import { parseConfig } from "~/utils/config.server";
import { describeEachDatabase } from "../tests/integration/databases";
import { parseUserArgs, USAGE } from "./user-args";
import { runUserCli } from "./user-cli";
import { runUserOnSite } from "./user-site";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { log: (line: string) => void out.push(line), error: (line: string) => void err.push(line) } };
}

/** The one-time password the CLI printed, if any. */
const printedPassword = (lines: string[]) => /one-time password:\s+(\S+)/.exec(lines.join("\n"))?.[1];

describe("parseUserArgs", () => {
  it("answers --help, -h and help without a database", () => {
    expect(parseUserArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseUserArgs(["-h"])).toEqual({ kind: "help" });
    expect(parseUserArgs(["help"])).toEqual({ kind: "help" });
    expect(parseUserArgs(["create", "--help"])).toEqual({ kind: "help" });
    expect(USAGE).toMatch(/create --email E --role staff\|manager/);
  });

  it.each([
    [[], /Missing command/],
    [["frobnicate"], /Unknown command 'frobnicate'/],
    [["create", "--email", "a@b.org"], /'create' needs --role/],
    [["create", "--role", "staff"], /'create' needs --email/],
    [["create", "--email", "a@b.org", "--role", "owner"], /--role must be staff or manager/],
    [["create", "--email", "not-an-email", "--role", "staff"], /not an e-mail address/],
    [["list", "--email", "a@b.org"], /--email is not used by 'list'/],
    [["set-role", "--email", "a@b.org", "--role", "staff", "--password", "X"], /--password is not used by 'set-role'/],
    [["list", "--bogus"], /Unknown option '--bogus'/],
    [["list", "extra"], /Unexpected argument 'extra'/],
    [["unblock"], /'unblock' needs --email/],
    [["disable"], /'disable' needs --email/],
    [["enable", "--email", "a@b.org", "--role", "staff"], /--role is not used by 'enable'/],
    [
      ["create", "--email", "a@b.org", "--role", "staff", "--password", "Pinball#1979", "--password-stdin"],
      /--password or --password-stdin, not both/,
    ],
    [
      ["set-role", "--email", "a@b.org", "--role", "staff", "--password-stdin"],
      /--password-stdin is not used by 'set-role'/,
    ],
  ])("%j is a usage error", (argv, message) => {
    const parsed = parseUserArgs(argv);
    expect(parsed.kind).toBe("usage-error");
    expect(parsed.kind === "usage-error" && parsed.message).toMatch(message);
  });

  it("normalises the e-mail and the role", () => {
    expect(parseUserArgs(["create", "--email", " Ann@Example.ORG ", "--role", "Manager", "--name", "Ann"])).toEqual({
      kind: "command",
      command: { name: "create", email: "ann@example.org", role: "manager", userName: "Ann", password: null },
    });
  });
});

describeEachDatabase("npm run user", (getDb) => {
  const runWith = async (stdin: string, argv: string[]) => {
    const io = capture();
    const code = await runUserCli(argv, getDb(), io.io, async () => stdin);
    return { code, out: io.out, err: io.err };
  };
  /** No test reads the real standard input: a command that asks for it without `withStdin` gets nothing. */
  const run = Object.assign((...argv: string[]) => runWith("", argv), {
    withStdin: (stdin: string, ...argv: string[]) => runWith(stdin, argv),
  });

  it("prints usage for --help and exits 2 on wrong usage", async () => {
    const help = await run("--help");
    expect(help.code).toBe(0);
    expect(help.out.join("\n")).toContain("reset-password --email E");
    const wrong = await run("create", "--email", "x@example.org");
    expect(wrong.code).toBe(2);
    expect(wrong.err.join("\n")).toMatch(/'create' needs --role/);
  });

  it("create without --password generates a one-time password, printed once, that must be changed", async () => {
    const result = await run(
      "create",
      "--email",
      "Manager@ReplayMuseum.local",
      "--role",
      "manager",
      "--name",
      "Morgan",
    );
    expect(result.code).toBe(0);
    expect(result.err).toEqual([]);
    expect(result.out[0]).toBe("Created manager account manager@replaymuseum.local.");
    const password = printedPassword(result.out);
    expect(password).toHaveLength(12);
    expect(passwordProblem(password!)).toBeNull();
    expect(result.out.join("\n").split(password!).length - 1).toBe(1);

    const user = await findUserByEmail(getDb(), "manager@replaymuseum.local");
    expect(user).toMatchObject({ role: "manager", name: "Morgan", must_change_password: true });
    expect(await verifyPassword(user!.password_hash, password!)).toBe(true);
  });

  it("create with a good --password uses it and prints no password", async () => {
    const result = await run(
      "create",
      "--email",
      "staff@replaymuseum.local",
      "--role",
      "staff",
      "--password",
      "Pinball#1979",
    );
    expect(result.code).toBe(0);
    expect(result.out.join("\n")).not.toContain("Pinball#1979");
    expect(printedPassword(result.out)).toBeUndefined();
    const user = await findUserByEmail(getDb(), "staff@replaymuseum.local");
    // Made without --name, the account is named after its address.
    expect(user).toMatchObject({ role: "staff", name: "Staff", must_change_password: false });
    expect(await verifyPassword(user!.password_hash, "Pinball#1979")).toBe(true);
  });

  it("create refuses a duplicate e-mail with a clear error and exit code 1", async () => {
    const result = await run("create", "--email", "STAFF@replaymuseum.local", "--role", "manager");
    expect(result.code).toBe(1);
    expect(result.err.join("\n")).toMatch(/an account for staff@replaymuseum\.local already exists.*reset-password/);
    expect(await findUserByEmail(getDb(), "staff@replaymuseum.local")).toMatchObject({ role: "staff" });
  });

  it("create refuses a weak --password with the spec's message and exit code 1", async () => {
    const short = await run("create", "--email", "weak@replaymuseum.local", "--role", "staff", "--password", "Ab1!");
    expect(short.code).toBe(1);
    expect(short.err).toEqual(["Error: Password must be at least 8 characters long."]);
    const noSpecial = await run(
      "create",
      "--email",
      "weak@replaymuseum.local",
      "--role",
      "staff",
      "--password",
      "Abcdefg1",
    );
    expect(noSpecial.err).toEqual(["Error: Password must contain at least one special character."]);
    expect(await findUserByEmail(getDb(), "weak@replaymuseum.local")).toBeUndefined();
  });

  it("reset-password sets a new one-time password and signs the account out everywhere", async () => {
    const before = (await findUserByEmail(getDb(), "staff@replaymuseum.local"))!;
    await createSession(before.id, "laptop", getDb());
    await createSession(before.id, "phone", getDb());

    const result = await run("reset-password", "--email", "Staff@ReplayMuseum.local");
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/Password of staff@replaymuseum\.local reset; every session .* signed out/);
    const password = printedPassword(result.out)!;
    expect(passwordProblem(password)).toBeNull();

    const after = (await findUserByEmail(getDb(), "staff@replaymuseum.local"))!;
    expect(after.must_change_password).toBe(true);
    expect(await verifyPassword(after.password_hash, password)).toBe(true);
    expect(await verifyPassword(after.password_hash, "Pinball#1979")).toBe(false);
    const sessions = await getDb().selectFrom("sessions").select("id_hash").where("user_id", "=", before.id).execute();
    expect(sessions).toEqual([]);
  });

  it("reset-password with --password checks the rules and then uses it", async () => {
    const weak = await run("reset-password", "--email", "staff@replaymuseum.local", "--password", "alllowercase1!");
    expect(weak.code).toBe(1);
    expect(weak.err).toEqual(["Error: Password must contain at least one uppercase letter."]);

    const good = await run("reset-password", "--email", "staff@replaymuseum.local", "--password", "Arcade$2015");
    expect(good.code).toBe(0);
    expect(printedPassword(good.out)).toBeUndefined();
    const user = (await findUserByEmail(getDb(), "staff@replaymuseum.local"))!;
    expect(user.must_change_password).toBe(false);
    expect(await verifyPassword(user.password_hash, "Arcade$2015")).toBe(true);
  });

  it("reset-password for an unknown account fails with exit code 1", async () => {
    const result = await run("reset-password", "--email", "ghost@replaymuseum.local");
    expect(result.code).toBe(1);
    expect(result.err.join("\n")).toMatch(
      /no account for ghost@replaymuseum\.local.*create --email ghost@replaymuseum\.local/,
    );
  });

  it("set-role changes the role", async () => {
    const promote = await run("set-role", "--email", "staff@replaymuseum.local", "--role", "manager");
    expect(promote.code).toBe(0);
    expect(promote.out).toEqual(["staff@replaymuseum.local is now a manager."]);
    expect(await findUserByEmail(getDb(), "staff@replaymuseum.local")).toMatchObject({ role: "manager" });

    const again = await run("set-role", "--email", "staff@replaymuseum.local", "--role", "manager");
    expect(again.out).toEqual(["staff@replaymuseum.local is already a manager."]);

    const demote = await run("set-role", "--email", "staff@replaymuseum.local", "--role", "staff");
    expect(demote.code).toBe(0);
    expect(await findUserByEmail(getDb(), "staff@replaymuseum.local")).toMatchObject({ role: "staff" });

    const missing = await run("set-role", "--email", "ghost@replaymuseum.local", "--role", "staff");
    expect(missing.code).toBe(1);
    expect(missing.err.join("\n")).toMatch(/no account for ghost@replaymuseum\.local/);
  });

  it("unblock lets an account held up by wrong passwords sign in again at once", async () => {
    const email = "staff@replaymuseum.local";
    const address = "198.51.100.77";
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) await signIn(getDb(), email, "Wrong#Pass1", address);
    expect(await takeSignInAttempt(getDb(), email, address)).toBe(false);

    const result = await run("unblock", "--email", email);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([`${email} can sign in again at once, from anywhere.`]);
    expect(await takeSignInAttempt(getDb(), email, address)).toBe(true);

    const nothing = await run("unblock", "--email", "manager@replaymuseum.local");
    expect(nothing.out).toEqual(["manager@replaymuseum.local had no sign-in delay; nothing to clear."]);
    expect((await run("unblock", "--email", "ghost@replaymuseum.local")).code).toBe(1);
  });

  it("unblock also clears the wait a stranger's guesses put on the address the account was refused at", async () => {
    const email = "staff@replaymuseum.local";
    const address = "198.51.100.78";
    for (let i = 0; i < addressPolicy().free; i++)
      await takeSignInAttempt(getDb(), `made-up-${i}@example.org`, address);
    expect(await signIn(getDb(), email, "Wrong#Pass1", address)).toEqual({ ok: false, code: "too_many_requests" });

    const result = await run("unblock", "--email", email);
    expect(result.out).toEqual([
      `${email} can sign in again at once, from anywhere.`,
      `Also cleared the wait at ${address}, where its sign-ins came from.`,
    ]);
    expect(await takeSignInAttempt(getDb(), email, address)).toBe(true);
  });

  it("reset-password, like the web reset, also revokes the account's open reset links and clears its sign-in waits", async () => {
    const email = "staff@replaymuseum.local";
    const address = "198.51.100.78";
    await requestPasswordReset(getDb(), email, address);
    const user = (await findUserByEmail(getDb(), email))!;
    const openLinks = () =>
      getDb()
        .selectFrom("password_reset_tokens")
        .select("user_id")
        .where("user_id", "=", user.id)
        .where("used_at", "is", null)
        .execute();
    expect(await openLinks()).toHaveLength(1);
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) await signIn(getDb(), email, "Wrong#Pass1", address);
    expect(await takeSignInAttempt(getDb(), email, address)).toBe(false);

    const result = await run("reset-password", "--email", email, "--password", "Arcade$2016");
    expect(result.code).toBe(0);
    expect(await openLinks()).toEqual([]);
    expect((await signIn(getDb(), email, "Arcade$2016", address)).ok).toBe(true);
  });

  it("--password-stdin reads the password from the first line of standard input, for create and reset-password", async () => {
    const created = await run.withStdin(
      "Stdin#Pass2024\n",
      "create",
      "--email",
      "stdin@replaymuseum.local",
      "--role",
      "staff",
      "--password-stdin",
    );
    expect(created.code).toBe(0);
    expect(printedPassword(created.out)).toBeUndefined();
    expect(created.out.join("\n")).not.toContain("Stdin#Pass2024");
    const user = (await findUserByEmail(getDb(), "stdin@replaymuseum.local"))!;
    expect(await verifyPassword(user.password_hash, "Stdin#Pass2024")).toBe(true);
    expect(user.must_change_password).toBe(false);

    const reset = await run.withStdin(
      "Stdin#Pass2025\r\nignored\n",
      "reset-password",
      "--email",
      "stdin@replaymuseum.local",
      "--password-stdin",
    );
    expect(reset.code).toBe(0);
    expect(
      await verifyPassword(
        (await findUserByEmail(getDb(), "stdin@replaymuseum.local"))!.password_hash,
        "Stdin#Pass2025",
      ),
    ).toBe(true);

    const empty = await run.withStdin("", "reset-password", "--email", "stdin@replaymuseum.local", "--password-stdin");
    expect([empty.code, empty.err]).toEqual([1, ["Error: no password on standard input."]]);
    const weak = await run.withStdin(
      "weakpass\n",
      "create",
      "--email",
      "weak-stdin@replaymuseum.local",
      "--role",
      "staff",
      "--password-stdin",
    );
    expect([weak.code, weak.err]).toEqual([1, ["Error: Password must contain at least one uppercase letter."]]);
    expect(await findUserByEmail(getDb(), "weak-stdin@replaymuseum.local")).toBeUndefined();
    expect(
      await verifyPassword(
        (await findUserByEmail(getDb(), "stdin@replaymuseum.local"))!.password_hash,
        "Stdin#Pass2025",
      ),
    ).toBe(true);
  });

  it("disable stops an account signing in and ends its sessions; enable lets it in again", async () => {
    const email = "stdin@replaymuseum.local";
    const user = (await findUserByEmail(getDb(), email))!;
    await createSession(user.id, "laptop", getDb());

    const disabled = await run("disable", "--email", email);
    expect([disabled.code, disabled.out]).toEqual([
      0,
      [`${email} is disabled: it cannot sign in, and every session of it was signed out.`],
    ]);
    expect(await getDb().selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute()).toEqual([]);
    expect(await signIn(getDb(), email, "Stdin#Pass2025", "198.51.100.79")).toEqual({
      ok: false,
      code: "invalid_credentials",
    });
    expect((await run("disable", "--email", email)).out).toEqual([`${email} is already disabled.`]);
    expect((await run("list")).out.find((line) => line.startsWith(email))).toMatch(/\sdisabled\s/);

    const enabled = await run("enable", "--email", email);
    expect([enabled.code, enabled.out]).toEqual([0, [`${email} can sign in again.`]]);
    expect((await signIn(getDb(), email, "Stdin#Pass2025", "198.51.100.79")).ok).toBe(true);
    expect((await run("enable", "--email", "ghost@replaymuseum.local")).code).toBe(1);
  });

  it("the last active manager is never disabled nor made staff", async () => {
    const disable = await run("disable", "--email", "manager@replaymuseum.local");
    expect(disable.code).toBe(1);
    expect(disable.err).toEqual([
      "Error: manager@replaymuseum.local is the last active manager account. Make another account a manager first.",
    ]);
    const demote = await run("set-role", "--email", "manager@replaymuseum.local", "--role", "staff");
    expect(demote.code).toBe(1);
    expect(demote.err).toEqual(disable.err);
    expect(await findUserByEmail(getDb(), "manager@replaymuseum.local")).toMatchObject({
      role: "manager",
      disabled_at: null,
    });
  });

  it("every change is in the audit log, by 'shell' (no account), and no password is", async () => {
    const changes = [
      "staff_account_created",
      "staff_password_reset",
      "staff_role_changed",
      "sign_in_waits_cleared",
      "staff_account_disabled",
      "staff_account_enabled",
    ];
    const rows = await getDb()
      .selectFrom("audit_log")
      .select(["action", "user_id", "entity", "details"])
      .where("action", "in", changes)
      .orderBy("id")
      .execute();
    const byAction = (action: string) =>
      rows.filter((row) => row.action === action).map((row) => JSON.parse(row.details!) as Record<string, unknown>);
    expect(rows.map((row) => [row.user_id, row.entity])).toEqual(rows.map(() => [null, "user"]));
    expect(byAction("staff_account_created")).toEqual([
      { email: "manager@replaymuseum.local", role: "manager", by: "shell" },
      { email: "staff@replaymuseum.local", role: "staff", by: "shell" },
      { email: "stdin@replaymuseum.local", role: "staff", by: "shell" },
    ]);
    expect(byAction("staff_password_reset").map((d) => d.email)).toEqual([
      "staff@replaymuseum.local",
      "staff@replaymuseum.local",
      "staff@replaymuseum.local",
      "stdin@replaymuseum.local",
    ]);
    expect(byAction("staff_role_changed")).toEqual([
      { email: "staff@replaymuseum.local", from: "staff", to: "manager", by: "shell" },
      { email: "staff@replaymuseum.local", from: "manager", to: "staff", by: "shell" },
    ]);
    expect(byAction("sign_in_waits_cleared")).toEqual([
      { email: "staff@replaymuseum.local", cleared: expect.any(Number), addresses: [], by: "shell" },
      { email: "manager@replaymuseum.local", cleared: 0, addresses: [], by: "shell" },
      { email: "staff@replaymuseum.local", cleared: expect.any(Number), addresses: ["198.51.100.78"], by: "shell" },
    ]);
    expect(byAction("staff_account_disabled")).toEqual([{ email: "stdin@replaymuseum.local", by: "shell" }]);
    expect(byAction("staff_account_enabled")).toEqual([{ email: "stdin@replaymuseum.local", by: "shell" }]);
    const everything = await getDb().selectFrom("audit_log").selectAll().execute();
    expect(JSON.stringify(everything)).not.toMatch(/Pinball#1979|Arcade\$201|Stdin#Pass/);
  });

  it("list shows e-mail, role, status, name and creation time of every account", async () => {
    const result = await run("list");
    expect(result.code).toBe(0);
    expect(result.out[0]).toMatch(/^EMAIL\s+ROLE\s+STATUS\s+NAME\s+CREATED$/);
    expect(result.out[1]).toMatch(
      /^manager@replaymuseum\.local\s+manager\s+active\s+Morgan\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/,
    );
    expect(result.out[2]).toMatch(
      /^staff@replaymuseum\.local\s+staff\s+active\s+Staff\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/,
    );
    expect(result.out[3]).toMatch(/^stdin@replaymuseum\.local\s+staff\s+active\s+Stdin\s+\d{4}/);
    expect(result.out[4]).toBe("3 accounts.");
    expect(result.out.join("\n")).not.toMatch(/argon2/);
  });
});

describe("npm run user on the server's data", () => {
  it("says which database and data folder it uses, and stops at a folder without a database unless --create", async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "museum-user-cli-"));
    const dataDir = path.join(parent, "data");
    try {
      const run = async (...argv: string[]) => {
        const parsed = parseUserArgs(argv);
        if (parsed.kind !== "command") throw new Error(`not a command: ${argv.join(" ")}`);
        const io = capture();
        const code = await runUserOnSite(parsed, parseConfig({ DATA_DIR: dataDir }), io.io);
        return { code, out: io.out, err: io.err };
      };
      const where = [`Database: SQLite ${dataDir}/museum.db`, `Data folder: ${dataDir}`];
      expect(await run("list")).toEqual({
        code: 1,
        out: where,
        err: [
          `Error: there is no database at ${dataDir}/museum.db. Set DATA_DIR (or DATABASE_URL) to the server's, or add --create to start a new one there. Nothing was written.`,
        ],
      });
      expect(fs.existsSync(dataDir), "no folder, no database, no secret made").toBe(false);

      const created = await run("create", "--email", "first@example.org", "--role", "manager", "--create");
      expect(created.code).toBe(0);
      expect(created.out.slice(0, 3)).toEqual([...where, "Created manager account first@example.org."]);
      const listed = await run("list");
      expect(listed.code).toBe(0);
      expect(listed.out.slice(0, 2)).toEqual(where);
      expect(listed.out.join("\n")).toContain("first@example.org");
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
