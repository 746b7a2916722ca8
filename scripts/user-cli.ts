import { parseArgs } from "node:util";
import { z } from "zod";
import type { UserRole } from "~/db/schema";
import { clearSignInWaits } from "~/models/account/login-throttle.server";
import { generatePassword, passwordProblem } from "~/models/account/password-rules";
import { audit } from "~/models/audit/audit.server";
import { changeAccountRole, replacePassword, setAccountDisabled, SHELL } from "~/models/account/staff-account.server";
import { createUser, findUserByEmail, normalizeEmail } from "~/models/account/user.server";
import type { DB } from "~/utils/db.server";
import type { CliOutput } from "./cli";

export const USAGE = `Manage staff and manager accounts.

Usage: npm run user -- <command> [options]

Commands:
  create --email E --role staff|manager [--name N] [--password P | --password-stdin]
      Create an account. Without a password a one-time password is generated,
      printed once, and must be changed at first sign-in.
  reset-password --email E [--password P | --password-stdin]
      Set a new password, sign the account out everywhere, revoke its open
      reset links and clear its sign-in delays. Without a password a one-time
      password is generated and printed once.
  set-role --email E --role staff|manager
      Make an account staff or manager (the last active manager stays one).
  disable --email E
      Stop an account from signing in and sign it out everywhere (never the
      last active manager).
  enable --email E
      Let a disabled account sign in again.
  unblock --email E
      Let the account sign in again at once from every address: clears the
      waits that wrong passwords and reset requests have built up, and the
      waits of the addresses its sign-ins failed at in the last day.
  list
      List every account: e-mail, role, status, name, created.

Options:
  --password-stdin   Read the password from the first line of standard input,
                     so it is in neither your shell history nor npm's echo of
                     the command: printf '%s\n' "$PW" | npm run user -- ...
  -h, --help         Show this help.

A password must have at least 8 characters with an uppercase letter, a
lowercase letter, a number and one of !@#$%^&*(),.?":{}|<> (one given with
--password stays in your shell history: prefer --password-stdin or the
generated one).

Every change is written to the audit log, by 'shell'.

Exit codes: 0 done, 1 the command failed, 2 wrong usage.`;

const COMMANDS = {
  create: { required: ["email", "role"], optional: ["name", "password", "password-stdin"] },
  "reset-password": { required: ["email"], optional: ["password", "password-stdin"] },
  "set-role": { required: ["email", "role"], optional: [] },
  disable: { required: ["email"], optional: [] },
  enable: { required: ["email"], optional: [] },
  unblock: { required: ["email"], optional: [] },
  list: { required: [], optional: [] },
} as const;

type CommandName = keyof typeof COMMANDS;
type OptionName = "email" | "role" | "name" | "password" | "password-stdin";

/** The password: as given on the command line, to be read from standard input, or null to generate one. */
type PasswordSource = string | { stdin: true } | null;

export type UserCommand =
  | { name: "create"; email: string; role: UserRole; userName: string | null; password: PasswordSource }
  | { name: "reset-password"; email: string; password: PasswordSource }
  | { name: "set-role"; email: string; role: UserRole }
  | { name: "disable"; email: string }
  | { name: "enable"; email: string }
  | { name: "unblock"; email: string }
  | { name: "list" };

export type ParsedArgs =
  { kind: "help" } | { kind: "usage-error"; message: string } | { kind: "command"; command: UserCommand };

const EmailSchema = z.email();
const isRole = (value: string): value is UserRole => value === "staff" || value === "manager";

/** Reads the command line; never touches the database. */
export function parseUserArgs(argv: string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: "string" },
        role: { type: "string" },
        name: { type: "string" },
        password: { type: "string" },
        "password-stdin": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return { kind: "usage-error", message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === "help") return { kind: "help" };
  if (positionals.length === 0) return { kind: "usage-error", message: "Missing command." };
  const [name, ...extra] = positionals;
  if (!Object.hasOwn(COMMANDS, name)) return { kind: "usage-error", message: `Unknown command '${name}'.` };
  if (extra.length) return { kind: "usage-error", message: `Unexpected argument '${extra[0]}'.` };
  const command = name as CommandName;
  const spec = COMMANDS[command];
  const allowed: readonly OptionName[] = [...spec.required, ...spec.optional];
  for (const option of ["email", "role", "name", "password", "password-stdin"] as const) {
    if (values[option] !== undefined && !allowed.includes(option)) {
      return { kind: "usage-error", message: `Option --${option} is not used by '${command}'.` };
    }
  }
  if (values.password !== undefined && values["password-stdin"])
    return { kind: "usage-error", message: "Give --password or --password-stdin, not both." };
  const password: PasswordSource = values["password-stdin"] ? { stdin: true } : (values.password ?? null);
  for (const option of spec.required) {
    if (!values[option]?.trim()) return { kind: "usage-error", message: `'${command}' needs --${option}.` };
  }
  const email = values.email === undefined ? "" : normalizeEmail(values.email);
  if (values.email !== undefined && !EmailSchema.safeParse(email).success) {
    return { kind: "usage-error", message: `'${values.email}' is not an e-mail address.` };
  }
  const role = values.role?.trim().toLowerCase();
  if (role !== undefined && !isRole(role)) {
    return { kind: "usage-error", message: `--role must be staff or manager, not '${values.role}'.` };
  }
  switch (command) {
    case "create":
      return {
        kind: "command",
        command: { name: "create", email, role: role as UserRole, userName: values.name?.trim() || null, password },
      };
    case "reset-password":
      return { kind: "command", command: { name: "reset-password", email, password } };
    case "set-role":
      return { kind: "command", command: { name: "set-role", email, role: role as UserRole } };
    case "disable":
    case "enable":
    case "unblock":
      return { kind: "command", command: { name: command, email } };
    case "list":
      return { kind: "command", command: { name: "list" } };
  }
}

function printOneTimePassword(out: CliOutput, email: string, password: string) {
  out.log("");
  out.log(`  e-mail:             ${email}`);
  out.log(`  one-time password:  ${password}`);
  out.log("");
  out.log("This password is shown once and must be changed at the first sign-in.");
}

/** Standard input, whole: the first line of it is the password of --password-stdin. */
export async function readStandardInput(stream: NodeJS.ReadableStream = process.stdin) {
  let text = "";
  for await (const chunk of stream) text += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
  return text;
}

/** The password to set: given, read from standard input (its first line), or null to generate one. An error text when unusable. */
async function givenPassword(
  source: PasswordSource,
  readStdin: () => Promise<string>,
): Promise<{ password: string | null } | { error: string }> {
  if (source === null) return { password: null };
  const password = typeof source === "string" ? source : ((await readStdin()).split(/\r?\n/)[0] ?? "");
  if (!password) return { error: "no password on standard input." };
  const problem = passwordProblem(password);
  return problem ? { error: `${problem}.` } : { password };
}

const ACCESS_REFUSED = {
  "last-manager": (email: string) =>
    `${email} is the last active manager account. Make another account a manager first.`,
  missing: (email: string) => `there is no account for ${email}.`,
};

/** Runs one parsed command against the database; returns the process exit code. Every change is audited as by 'shell'. */
export async function executeUserCommand(
  command: UserCommand,
  db: DB,
  out: CliOutput,
  readStdin: () => Promise<string> = readStandardInput,
): Promise<number> {
  switch (command.name) {
    case "create": {
      const given = await givenPassword(command.password, readStdin);
      if ("error" in given) {
        out.error(`Error: ${given.error}`);
        return 1;
      }
      if (await findUserByEmail(db, command.email)) {
        out.error(
          `Error: an account for ${command.email} already exists. To give it a new password use: npm run user -- reset-password --email ${command.email}`,
        );
        return 1;
      }
      const generated = given.password === null;
      const password = given.password ?? generatePassword();
      const user = await db.transaction().execute(async (trx) => {
        const created = await createUser(trx, {
          email: command.email,
          password,
          role: command.role,
          name: command.userName,
          mustChangePassword: generated,
        });
        await audit(trx, {
          action: "staff_account_created",
          entity: "user",
          entityId: created.id,
          details: { email: created.email, role: created.role, by: SHELL.by },
        });
        return created;
      });
      out.log(`Created ${user.role} account ${user.email}.`);
      if (generated) printOneTimePassword(out, user.email, password);
      return 0;
    }
    case "reset-password": {
      const given = await givenPassword(command.password, readStdin);
      if ("error" in given) {
        out.error(`Error: ${given.error}`);
        return 1;
      }
      const user = await findUserByEmail(db, command.email);
      if (!user) {
        out.error(
          `Error: there is no account for ${command.email}. Create it with: npm run user -- create --email ${command.email} --role staff`,
        );
        return 1;
      }
      const generated = given.password === null;
      const password = given.password ?? generatePassword();
      await db.transaction().execute(async (trx) => {
        // As a manager's reset on the web: sessions end, open reset links are revoked, sign-in waits cleared.
        await replacePassword(trx, user, password, generated);
        await audit(trx, {
          action: "staff_password_reset",
          entity: "user",
          entityId: user.id,
          details: { email: user.email, by: SHELL.by },
        });
      });
      out.log(`Password of ${user.email} reset; every session of this account was signed out.`);
      if (generated) printOneTimePassword(out, user.email, password);
      if (user.disabled_at !== null)
        out.log(`Note: ${user.email} is disabled. Let it sign in with: npm run user -- enable --email ${user.email}`);
      return 0;
    }
    case "set-role": {
      const result = await changeAccountRole(db, command.email, command.role, SHELL);
      if (!result.ok) {
        out.error(`Error: ${ACCESS_REFUSED[result.code === "self" ? "missing" : result.code](command.email)}`);
        return 1;
      }
      const role = command.role === "manager" ? "a manager" : "staff";
      out.log(result.changed ? `${result.user.email} is now ${role}.` : `${result.user.email} is already ${role}.`);
      return 0;
    }
    case "disable":
    case "enable": {
      const disable = command.name === "disable";
      const result = await setAccountDisabled(db, command.email, disable, SHELL);
      if (!result.ok) {
        out.error(`Error: ${ACCESS_REFUSED[result.code === "self" ? "missing" : result.code](command.email)}`);
        return 1;
      }
      const { email } = result.user;
      if (!result.changed) out.log(`${email} is already ${disable ? "disabled" : "enabled"}.`);
      else
        out.log(
          disable
            ? `${email} is disabled: it cannot sign in, and every session of it was signed out.`
            : `${email} can sign in again.`,
        );
      return 0;
    }
    case "unblock": {
      const user = await findUserByEmail(db, command.email);
      if (!user) {
        out.error(`Error: there is no account for ${command.email}.`);
        return 1;
      }
      const { accountRows, addresses } = await clearSignInWaits(db, user.email);
      await audit(db, {
        action: "sign_in_waits_cleared",
        entity: "user",
        entityId: user.id,
        details: { email: user.email, cleared: accountRows, addresses, by: SHELL.by },
      });
      if (accountRows === 0 && addresses.length === 0) out.log(`${user.email} had no sign-in delay; nothing to clear.`);
      else out.log(`${user.email} can sign in again at once, from anywhere.`);
      if (addresses.length > 0)
        out.log(`Also cleared the wait at ${addresses.join(", ")}, where its sign-ins came from.`);
      return 0;
    }
    case "list": {
      const users = await db
        .selectFrom("users")
        .select(["email", "role", "name", "created_at", "disabled_at"])
        .orderBy("email")
        .execute();
      if (users.length === 0) {
        out.log("No accounts yet. Create one with: npm run user -- create --email <e-mail> --role manager");
        return 0;
      }
      const rows = [
        ["EMAIL", "ROLE", "STATUS", "NAME", "CREATED"],
        ...users.map((u) => [
          u.email,
          u.role,
          u.disabled_at === null ? "active" : "disabled",
          u.name ?? "",
          u.created_at.slice(0, 16).replace("T", " ") + " UTC",
        ]),
      ];
      const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
      for (const row of rows)
        out.log(
          row
            .map((cell, i) => cell.padEnd(widths[i]))
            .join("  ")
            .trimEnd(),
        );
      out.log(`${users.length} account${users.length === 1 ? "" : "s"}.`);
      return 0;
    }
  }
}

/** The whole CLI against a given database: parse, run, report. Returns the exit code. */
export async function runUserCli(
  argv: string[],
  db: DB,
  out: CliOutput,
  readStdin?: () => Promise<string>,
): Promise<number> {
  const parsed = parseUserArgs(argv);
  if (parsed.kind === "help") {
    out.log(USAGE);
    return 0;
  }
  if (parsed.kind === "usage-error") {
    out.error(`Error: ${parsed.message}`);
    out.error("Run 'npm run user -- --help' for the commands.");
    return 2;
  }
  return executeUserCommand(parsed.command, db, out, readStdin);
}
