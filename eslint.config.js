import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
  // Boundaries (STYLE.md "Layout"): components never import server code;
  // ui/ primitives import nothing app-specific; modules never reach up.
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SERVER_ONLY,
            { group: ["~/routes/*"], message: "Components must not import routes." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SERVER_ONLY,
            { regex: "^~/(?!utils/cn$)", message: "ui/ primitives import nothing app-specific." },
          ],
        },
      ],
    },
  },
  {
    files: [
      "app/modules/**/*.{ts,tsx}",
      "app/db/**/*.ts",
      "app/content/**/*.ts",
      "app/utils/**/*.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Icons are data-like (a sprite reference), so content may name them.
              regex: "^(~/routes/|~/components/(?!ui/icons$)|\\.{1,2}/.*(routes|components)/)",
              message: "Modules never import routes or components.",
            },
          ],
        },
      ],
    },
  },
);
