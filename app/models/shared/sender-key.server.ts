import crypto from "node:crypto";
import { getConfig } from "~/utils/config.server";

/**
 * A visitor's address as the floor's rules keep it: keyed with the server's secret, so rows can tell one sender
 * from another without holding an address anyone could read back (a plain hash of an IPv4 address is undone by
 * trying all four billion).
 */
export const senderKey = (ip: string) =>
  crypto.createHmac("sha256", getConfig().sessionSecret).update(`visitor-address:${ip}`).digest("base64url");
