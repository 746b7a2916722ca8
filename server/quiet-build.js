import { spawnSync } from "node:child_process";

/**
 * Runs the production build with its output held back: the first `npm start` builds the site, and React
 * Router and Vite print some 550 lines while doing it (every chunk, and the plugin's deprecation warnings),
 * among which the first manager's one-time password would be lost. A person sees one line for the build;
 * only a failed build shows what it printed, since then that is what they need.
 */
export function buildQuietly(
  command,
  args,
  { print = (line) => console.log(line), printError = (text) => console.error(text) } = {},
) {
  print("Building the site (first start or changed sources)...");
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: ["ignore", "pipe", "pipe"], maxBuffer: 256 * 1024 * 1024 });
  if (result.status === 0) {
    print(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    return 0;
  }
  printError(`${result.stdout ?? ""}${result.stderr ?? ""}${result.error ? String(result.error) : ""}`.trimEnd());
  printError("The build failed (its output is above).");
  return result.status ?? 1;
}
