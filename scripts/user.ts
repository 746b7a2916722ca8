/**
 * `npm run user -- <command>`: create or reset staff and manager accounts from
 * the shell (first manager, recovery, scripts). See `npm run user -- --help`.
 */
import { parseConfig } from "~/utils/config.server";
import { runCli } from "./cli";
import { parseUserArgs, USAGE } from "./user-args";
import { runUserOnSite } from "./user-site";

// The configuration without its side effects (getConfig writes a session secret): a wrong DATA_DIR stays untouched.
process.exitCode = await runCli("user", parseUserArgs, USAGE, (parsed, out) =>
  runUserOnSite(parsed, parseConfig(process.env), out),
);
