import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for the Content-Security-Policy. */
    cspNonce: string;
    /** Client IP as Express sees it (honours TRUST_PROXY). */
    ip: string;
  }
}

export {};
