// oidc-provider ships no types; only what the browser test uses (helpers/oidc-provider.ts).
declare module "oidc-provider" {
  import type { Server } from "node:http";

  type Claims = Record<string, unknown>;
  type Account = { accountId: string; claims: () => Claims | Promise<Claims> };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    pkce?: { required?: () => boolean; methods?: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    findAccount?: (ctx: unknown, id: string) => Account | Promise<Account>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    listen(port: number, callback?: () => void): Server;
  }
}
