import { z } from "zod";
import type { UserRole } from "~/db/schema";
import { normalizeEmail } from "~/models/account/user.server";
import { parseCommandLine } from "./command-line";

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
  --create           Use a data folder that holds no database yet, and start
                     one there (without it the command stops, since the folder
                     is not the server's: check DATA_DIR).
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

const OPTIONS = {
  email: { type: "string" },
  role: { type: "string" },
  name: { type: "string" },
  password: { type: "string" },
  "password-stdin": { type: "boolean" },
} as const;

type CommandName = keyof typeof COMMANDS;
type OptionName = keyof typeof OPTIONS;

/** The password: as given on the command line, to be read from standard input, or null to generate one. */
export type PasswordSource = string | { stdin: true } | null;

export type UserCommand =
  | { name: "create"; email: string; role: UserRole; userName: string | null; password: PasswordSource }
  | { name: "reset-password"; email: string; password: PasswordSource }
  | { name: "set-role"; email: string; role: UserRole }
  | { name: "disable"; email: string }
  | { name: "enable"; email: string }
  | { name: "unblock"; email: string }
  | { name: "list" };

export type ParsedArgs =
  | { kind: "help" }
  | { kind: "usage-error"; message: string }
  | { kind: "command"; command: UserCommand; create?: boolean };

const EmailSchema = z.email();
const isRole = (value: string): value is UserRole => value === "staff" || value === "manager";

/** Reads the command line; never touches the database. */
export function parseUserArgs(argv: string[]): ParsedArgs {
  const parsed = parseCommandLine(argv, {
    options: OPTIONS,
    commands: Object.keys(COMMANDS) as CommandName[],
    end: ".",
  });
  if (parsed.kind !== "command") return parsed;
  const { command, values } = parsed;
  const spec = COMMANDS[command];
  const allowed: readonly OptionName[] = [...spec.required, ...spec.optional];
  for (const option of Object.keys(OPTIONS) as OptionName[]) {
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
  const parsedCommand = commandOf(command, email, role, values.name, password);
  return values.create ? { ...parsedCommand, create: true } : parsedCommand;
}

function commandOf(
  command: CommandName,
  email: string,
  role: string | undefined,
  name: string | undefined,
  password: PasswordSource,
): Extract<ParsedArgs, { kind: "command" }> {
  switch (command) {
    case "create":
      return {
        kind: "command",
        command: { name: "create", email, role: role as UserRole, userName: name?.trim() || null, password },
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
