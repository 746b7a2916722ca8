import dotenv from "dotenv";
import { ConfigError } from "~/utils/config.server";

/** Where a command writes: the console, or the lines a test collects. */
export type CliOutput = { log: (line: string) => void; error: (line: string) => void };

/** What the arguments asked for: the usage, a mistake in them, or a command to run. */
type Parsed = { kind: "help" } | { kind: "usage-error"; message: string } | { kind: string };

export const consoleOutput: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** One line for a failure: a configuration problem names its variable, anything else says what broke. */
export const failureLine = (error: unknown) =>
  error instanceof ConfigError ? error.message : `Error: ${(error as Error)?.message ?? String(error)}`;

/**
 * The entry of an `npm run <name>` command: reads .env (without dotenv's banner between the lines a person
 * has to read), then prints the usage for --help (exit 0), or the mistake in the arguments and where to look
 * (exit 2), or runs the command; a failure it does not catch itself prints one line and exits 1.
 */
export async function runCli<P extends Parsed>(
  name: string,
  parse: (argv: string[]) => P,
  usage: string,
  run: (parsed: Exclude<P, { kind: "help" } | { kind: "usage-error" }>, out: CliOutput) => Promise<number>,
  out: CliOutput = consoleOutput,
) {
  dotenv.config({ quiet: true });
  const parsed = parse(process.argv.slice(2));
  if (parsed.kind === "help") {
    out.log(usage);
    return 0;
  }
  if (parsed.kind === "usage-error") {
    out.error(`Error: ${(parsed as { message: string }).message}`);
    out.error(`Run 'npm run ${name} -- --help' for the ${name === "user" ? "commands" : "options"}.`);
    return 2;
  }
  try {
    return await run(parsed as Exclude<P, { kind: "help" } | { kind: "usage-error" }>, out);
  } catch (error) {
    out.error(failureLine(error));
    return 1;
  }
}
