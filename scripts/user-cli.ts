import { parseArgs } from "node:util";
import { z } from "zod";
import type { UserRole } from "~/db/schema";
import { clearSignInWaits } from "~/models/login-throttle.server";
import { generatePassword, passwordProblem } from "~/models/password-rules";
import { createUser, findUserByEmail, normalizeEmail, setPassword, setRole } from "~/models/user.server";
import type { DB } from "~/utils/db.server";

export type CliOutput = { log: (line: string) => void; error: (line: string) => void };

export const USAGE = `Manage staff and manager accounts.

Usage: npm run user -- <command> [options]

Commands:
  create --email E --role staff|manager [--name N] [--password P]
      Create an account. Without --password a one-time password is generated,
      printed once, and must be changed at first sign-in.
  reset-password --email E [--password P]
      Set a new password and sign the account out everywhere. Without
      --password a one-time password is generated and printed once.
  set-role --email E --role staff|manager
      Make an account staff or manager.
  unblock --email E
      Let the account sign in again at once from every address: clears the
      waits that wrong passwords and reset requests have built up, and the
      waits of the addresses its sign-ins failed at in the last day.
  list
      List every account: e-mail, role, name, created.

Options:
  -h, --help   Show this help.

A password given with --password must have at least 8 characters with an
uppercase letter, a lowercase letter, a number and one of !@#$%^&*(),.?":{}|<>
(it stays in your shell history: prefer the generated one).

Exit codes: 0 done, 1 the command failed, 2 wrong usage.`;

const COMMANDS = {
  create: { required: ["email", "role"], optional: ["name", "password"] },
  "reset-password": { required: ["email"], optional: ["password"] },
  "set-role": { required: ["email", "role"], optional: [] },
  unblock: { required: ["email"], optional: [] },
  list: { required: [], optional: [] },
} as const;

type CommandName = keyof typeof COMMANDS;
type OptionName = "email" | "role" | "name" | "password";

export type UserCommand =
  | { name: "create"; email: string; role: UserRole; userName: string | null; password: string | null }
  | { name: "reset-password"; email: string; password: string | null }
  | { name: "set-role"; email: string; role: UserRole }
  | { name: "unblock"; email: string }
  | { name: "list" };

export type ParsedArgs = { kind: "help" } | { kind: "usage-error"; message: string } | { kind: "command"; command: UserCommand };

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
  for (const option of ["email", "role", "name", "password"] as const) {
    if (values[option] !== undefined && !allowed.includes(option)) {
      return { kind: "usage-error", message: `Option --${option} is not used by '${command}'.` };
    }
  }
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
        command: { name: "create", email, role: role as UserRole, userName: values.name?.trim() || null, password: values.password ?? null },
      };
    case "reset-password":
      return { kind: "command", command: { name: "reset-password", email, password: values.password ?? null } };
    case "set-role":
      return { kind: "command", command: { name: "set-role", email, role: role as UserRole } };
    case "unblock":
      return { kind: "command", command: { name: "unblock", email } };
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

/** Runs one parsed command against the database; returns the process exit code. */
export async function executeUserCommand(command: UserCommand, db: DB, out: CliOutput): Promise<number> {
  switch (command.name) {
    case "create": {
      if (command.password !== null) {
        const problem = passwordProblem(command.password);
        if (problem) {
          out.error(`Error: ${problem}.`);
          return 1;
        }
      }
      if (await findUserByEmail(db, command.email)) {
        out.error(`Error: an account for ${command.email} already exists. To give it a new password use: npm run user -- reset-password --email ${command.email}`);
        return 1;
      }
      const generated = command.password === null;
      const password = command.password ?? generatePassword();
      const user = await createUser(db, {
        email: command.email,
        password,
        role: command.role,
        name: command.userName,
        mustChangePassword: generated,
      });
      out.log(`Created ${user.role} account ${user.email}.`);
      if (generated) printOneTimePassword(out, user.email, password);
      return 0;
    }
    case "reset-password": {
      if (command.password !== null) {
        const problem = passwordProblem(command.password);
        if (problem) {
          out.error(`Error: ${problem}.`);
          return 1;
        }
      }
      const user = await findUserByEmail(db, command.email);
      if (!user) {
        out.error(`Error: there is no account for ${command.email}. Create it with: npm run user -- create --email ${command.email} --role staff`);
        return 1;
      }
      const generated = command.password === null;
      const password = command.password ?? generatePassword();
      await setPassword(db, user.id, password, generated);
      out.log(`Password of ${user.email} reset; every session of this account was signed out.`);
      if (generated) printOneTimePassword(out, user.email, password);
      return 0;
    }
    case "set-role": {
      const user = await findUserByEmail(db, command.email);
      if (!user) {
        out.error(`Error: there is no account for ${command.email}.`);
        return 1;
      }
      if (user.role === command.role) {
        out.log(`${user.email} is already ${command.role === "manager" ? "a manager" : "staff"}.`);
        return 0;
      }
      await setRole(db, user.id, command.role);
      out.log(`${user.email} is now ${command.role === "manager" ? "a manager" : "staff"}.`);
      const manager = await db.selectFrom("users").select("id").where("role", "=", "manager").executeTakeFirst();
      if (!manager) out.log("Note: there is no manager account left. Make one with: npm run user -- set-role --email <e-mail> --role manager");
      return 0;
    }
    case "unblock": {
      const user = await findUserByEmail(db, command.email);
      if (!user) {
        out.error(`Error: there is no account for ${command.email}.`);
        return 1;
      }
      const { accountRows, addresses } = await clearSignInWaits(db, user.email);
      if (accountRows === 0 && addresses.length === 0) out.log(`${user.email} had no sign-in delay; nothing to clear.`);
      else out.log(`${user.email} can sign in again at once, from anywhere.`);
      if (addresses.length > 0) out.log(`Also cleared the wait at ${addresses.join(", ")}, where its sign-ins came from.`);
      return 0;
    }
    case "list": {
      const users = await db.selectFrom("users").select(["email", "role", "name", "created_at"]).orderBy("email").execute();
      if (users.length === 0) {
        out.log("No accounts yet. Create one with: npm run user -- create --email <e-mail> --role manager");
        return 0;
      }
      const rows = [
        ["EMAIL", "ROLE", "NAME", "CREATED"],
        ...users.map((u) => [u.email, u.role, u.name ?? "", u.created_at.slice(0, 16).replace("T", " ") + " UTC"]),
      ];
      const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
      for (const row of rows) out.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  ").trimEnd());
      out.log(`${users.length} account${users.length === 1 ? "" : "s"}.`);
      return 0;
    }
  }
}

/** The whole CLI against a given database: parse, run, report. Returns the exit code. */
export async function runUserCli(argv: string[], db: DB, out: CliOutput): Promise<number> {
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
  return executeUserCommand(parsed.command, db, out);
}
