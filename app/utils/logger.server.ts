import { pino } from "pino";

/**
 * Where the log goes: standard output, written asynchronously. Text that must land after the lines logged
 * before it (the first start's box) is written here too, since console.log could overtake them.
 */
export const logStream = pino.destination({ dest: 1, sync: false });

/** Never logs credentials: anything that may hold one is redacted wherever it appears. */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
    redact: {
      paths: [
        "password",
        "*.password",
        "newPassword",
        "*.newPassword",
        "token",
        "*.token",
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.apiKey",
        "apiKey",
        "*.xiApiKey",
      ],
      censor: "[redacted]",
    },
  },
  logStream,
);
