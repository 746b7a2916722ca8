import { clearSignInWaits } from "~/models/account/login-throttle.server";
import { generatePassword, passwordProblem } from "~/models/account/password-rules";
import { audit } from "~/models/audit/audit.server";
import { changeAccountRole, replacePassword, setAccountDisabled, SHELL } from "~/models/account/staff-account.server";
import { createUser, findUserByEmail } from "~/models/account/user.server";
import type { DB } from "~/utils/db.server";
import type { CliOutput } from "./cli";
import { parseUserArgs, USAGE, type PasswordSource, type UserCommand } from "./user-args";

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
