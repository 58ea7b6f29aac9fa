// Types of site-server.mjs for the TypeScript benchmarks.
export type BenchSite = {
  url: string;
  pid: number | undefined;
  logFile: string;
  dataDir: string;
  removeDataDir(): void;
  stop(): Promise<void>;
};
export function startSite(
  port: number,
  options?: {
    env?: Record<string, string>;
    keepDataDir?: boolean;
    nodeArgs?: string[];
    root?: string;
  },
): Promise<BenchSite>;
