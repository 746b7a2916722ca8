import crypto from "node:crypto";

/**
 * The long random keys a device holds instead of a password (a TV's board link, a play counter's key): shown
 * once when made, stored only as their SHA-256 hash, so a copy of the database (a backup) opens nothing.
 */

/** 32 random bytes in base64url: 43 characters, as the password-reset links. */
export const newSecretToken = () => crypto.randomBytes(32).toString("base64url");

export const hashSecretToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a presented key could be one of ours at all: anything else is refused before a query. */
export const isSecretTokenShape = (token: string | null | undefined): token is string =>
  typeof token === "string" && TOKEN_SHAPE.test(token);
