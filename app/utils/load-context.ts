declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts React Router renders. */
    cspNonce: string;
    requestId: string;
    /** The client IP: the socket address unless TRUST_PROXY is set. */
    clientIp: string;
  }
}

export {};
