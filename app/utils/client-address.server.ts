import { isIP } from "node:net";

/**
 * TRUST_PROXY, as Express's "trust proxy" takes it. Never `true`: that trusts every X-Forwarded-For entry,
 * so a client could name any address it likes. `true` is read as one proxy (the usual nginx or load
 * balancer), whose own entry on the right of X-Forwarded-For is the only one a client cannot forge.
 */
export type TrustProxy = false | number | string[];

const EXPRESS_SUBNET_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "0") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? Number(text) : null;
  const entries = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    if (EXPRESS_SUBNET_NAMES.has(entry)) return true;
    const [address, prefix, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    if (!family || rest.length) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  });
  return entries.length && valid ? entries : null;
}

/**
 * The key that per-address limits count under: an IPv4 address as it is, an IPv6 address by its /64, since
 * one home or phone line is given a whole /64 and could otherwise take a fresh address for every try.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
