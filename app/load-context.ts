import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy. */
    cspNonce: string;
    /** The client's address as per-address limits count it (honours TRUST_PROXY; IPv6 by its /64). */
    ip: string;
  }
}

export {};
