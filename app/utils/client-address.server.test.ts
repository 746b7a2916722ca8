import { describe, expect, it } from "vitest";
import { addressKey, parseTrustProxy } from "./client-address.server";

describe("parseTrustProxy", () => {
  it("never trusts every hop: true means the one proxy in front", () => {
    expect(parseTrustProxy("true")).toBe(1);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("2")).toBe(2);
  });

  it("takes the proxies' addresses and subnets", () => {
    expect(parseTrustProxy("10.0.0.5")).toEqual(["10.0.0.5"]);
    expect(parseTrustProxy("10.0.0.0/8, fd00::/8,loopback")).toEqual(["10.0.0.0/8", "fd00::/8", "loopback"]);
  });

  it("refuses anything else", () => {
    for (const bad of ["yes", "*", "11", "10.0.0.0/33", "fd00::/129", "example.com", "10.0.0.1/8/8", ""])
      expect(parseTrustProxy(bad), bad).toBeNull();
  });
});

describe("addressKey", () => {
  it("keeps IPv4 addresses, also when mapped into IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:85a3:1::/64";
    expect(addressKey("2001:db8:85a3:1::1")).toBe(key);
    expect(addressKey("2001:0db8:85a3:0001:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:DB8:85A3:1:0:0:0:2")).toBe(key);
    expect(addressKey("2001:db8:85a3:2::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address alone", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
