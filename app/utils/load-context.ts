declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts React Router renders. */
    cspNonce: string;
    requestId: string;
    /** The client IP: the socket address unless TRUST_PROXY is set. */
    clientIp: string;
    /**
     * The URL as the visitor sent it, where the page cache renders a miss
     * from its key (which keeps only the query parameters the page reads).
     */
    requestedUrl?: string;
  }
}

export {};
