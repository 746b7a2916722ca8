import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

/**
 * The command line of an `npm run <name> -- <command> [options]` tool (`user`, `storage`): Node's parseArgs,
 * strict, over the tool's own options plus the two every such tool takes, --create and -h/--help; then one
 * command out of `commands`, and nothing after it. What a tool asks of its command's options is its own.
 */

const COMMON_OPTIONS = {
  create: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const satisfies ParseArgsOptionsConfig;

/** Long enough to recognise what was typed; a pasted page of text is not echoed whole. */
const ECHO_MAX = 40;

type Values<O extends ParseArgsOptionsConfig> = {
  [K in keyof O]?: O[K]["type"] extends "boolean" ? boolean : string;
};

export type CommandLine<O extends ParseArgsOptionsConfig, C extends string> =
  | { kind: "help" }
  | { kind: "usage-error"; message: string }
  | { kind: "command"; command: C; values: Values<O & typeof COMMON_OPTIONS> };

/**
 * Reads `argv`: help for --help, -h or a first word 'help'; otherwise exactly one of `commands` and known
 * options. `end` closes each message of this parser, as the tool's own messages end (the user tool writes
 * sentences, the storage tool phrases). With a single command, a line without one names it.
 */
export function parseCommandLine<O extends ParseArgsOptionsConfig, C extends string>(
  argv: string[],
  { options, commands, end = "" }: { options: O; commands: readonly C[]; end?: "." | "" },
): CommandLine<O, C> {
  const config: ParseArgsOptionsConfig = { ...options, ...COMMON_OPTIONS };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: config });
  } catch (error) {
    return { kind: "usage-error", message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === "help") return { kind: "help" };
  const echo = (word: string) => word.slice(0, ECHO_MAX);
  const [name, extra] = positionals;
  if (name === undefined)
    return {
      kind: "usage-error",
      message: commands.length === 1 ? `Missing command: ${commands[0]}` : `Missing command${end}`,
    };
  if (!commands.includes(name as C)) return { kind: "usage-error", message: `Unknown command '${echo(name)}'${end}` };
  if (extra !== undefined) return { kind: "usage-error", message: `Unexpected argument '${echo(extra)}'${end}` };
  return { kind: "command", command: name as C, values: values as unknown as Values<O & typeof COMMON_OPTIONS> };
}
