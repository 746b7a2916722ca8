import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets a second build (a test run, a screenshot server) live beside the usual one.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
