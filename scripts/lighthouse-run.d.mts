// Types of lighthouse-run.mjs for the TypeScript tests that import it.
export declare const CATEGORIES: string[];
export declare const TARGETS: Record<string, number>;
export declare function measure(url: string): Promise<{
  scores: Record<string, number>;
  failing: string[];
  runtimeError: string | null;
  lcp: string;
  details: string;
}>;
