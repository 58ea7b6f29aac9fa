import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const NO_PARENT_RELATIVE = {
  regex: "^\\.\\./",
  message: "Import from another folder with ~/ so the layer rules apply (STYLE.md boundaries).",
};

/** One layer's import rule for non-test files (tests may import across layers). */
function boundary(files, patterns) {
  return [
    {
      files,
      ignores: ["**/*.test.{ts,tsx}"],
      rules: {
        "no-restricted-imports": ["error", { patterns: [NO_PARENT_RELATIVE, ...patterns] }],
      },
    },
  ];
}

const SERVER_ONLY = {
  group: ["**/*.server", "**/*.server.*", "~/db/*"],
  message: "Server-only code must not be imported here (STYLE.md boundaries).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", document: "readonly" },
    },
  },
  // Boundaries (STYLE.md "Layout"), the same for `~/` and relative paths:
  // nothing in app/ imports from a parent folder (`../`), so every import
  // that leaves its folder names its layer and the rules below see it.
  // Routes → modules, components, utils (never the database); components
  // never server code; ui/ primitives nothing app-specific; modules → db and
  // utils (never routes or components); db → utils only; utils → nothing
  // app-specific. Each rule fails on a bad import in tests/lint/boundaries.test.ts.
  ...boundary(["app/**/*.{ts,tsx}"], []),
  ...boundary(
    ["app/routes/**/*.{ts,tsx}"],
    [{ regex: "^~/db/", message: "Routes never touch the database: call a module." }],
  ),
  ...boundary(
    ["app/components/**/*.{ts,tsx}"],
    [SERVER_ONLY, { group: ["~/routes/*"], message: "Components must not import routes." }],
  ),
  ...boundary(
    ["app/components/ui/**/*.{ts,tsx}"],
    [
      SERVER_ONLY,
      { regex: "^~/(?!utils/cn$)", message: "ui/ primitives import nothing app-specific." },
    ],
  ),
  ...boundary(
    ["app/modules/**/*.{ts,tsx}", "app/content/**/*.ts"],
    [
      {
        // Icons are data-like (a sprite reference), so content may name them.
        regex: "^~/(routes/|components/(?!ui/icons$))",
        message: "Modules never import routes or components.",
      },
    ],
  ),
  ...boundary(
    ["app/db/**/*.ts"],
    [
      {
        regex: "^~/(modules|content|components|routes)/",
        message: "The database layer imports nothing above it (only utils).",
      },
    ],
  ),
  ...boundary(
    ["app/utils/**/*.{ts,tsx}"],
    [
      {
        regex: "^~/(modules|content|components|routes|db)/",
        message: "utils/ imports nothing app-specific.",
      },
    ],
  ),
);
