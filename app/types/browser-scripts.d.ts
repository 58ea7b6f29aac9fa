// Provided by scripts/browser-scripts-plugin.ts: the URL of each plain script in app/browser/.
declare module "virtual:browser-scripts" {
  export const BROWSER_SCRIPTS: { enhance: string; beacon: string };
}
