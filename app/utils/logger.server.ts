import { pino } from "pino";

/** Never logs credentials: anything that may hold one is redacted wherever it appears. */
export const logger = pino({
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
});
