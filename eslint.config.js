import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// Layer rules work on the file an import resolves to (through tsconfig's
// `~/` alias and Node's rules), so every spelling of a path — `~/x`,
// `./../x`, `~/routes/../db/x`, a dynamic `import("…")` — is judged the same.
// Each zone: files under `target` may not import files under `from`
// (except `except`, relative to `from`). Tests may import across layers.
const SERVER_ONLY_FILES = ["./app/**/*.server.ts", "./app/**/*.server.tsx", "./app/db/**"];

// Public components: every component but the hydrated staff UI (admin/).
// Public pages are rendered on the server only and never hydrated (decision
// 008), so a hook or an event handler in a component there would never run
// in the browser: browser behaviour lives in app/browser/ and finds its
// elements by data- attributes (docs/architecture.md).
const PUBLIC_COMPONENTS = ["app/components/!(admin)/**", "app/components/*.{ts,tsx}"];
const SERVER_ONLY_MESSAGE =
  "Public components are server-only (never hydrated): no hooks or event handlers. Pass data as props; put browser behaviour in app/browser/, or the component under components/admin/ if only hydrated staff pages use it.";

const LAYER_ZONES = [
  {
    target: "./app/routes",
    from: "./app/db",
    message: "Routes never touch the database: call a module.",
  },
  {
    target: "./app/components",
    from: SERVER_ONLY_FILES,
    message: "Server-only code must not be imported here.",
  },
  {
    target: "./app/components",
    from: "./app/routes",
    message: "Components must not import routes.",
  },
  {
    target: "./app/components/ui",
    from: "./app",
    except: ["./components/ui", "./utils/cn.ts"],
    message: "ui/ primitives import nothing app-specific.",
  },
  {
    target: ["./app/modules", "./app/content"],
    from: "./app/routes",
    message: "Modules never import routes or components.",
  },
  {
    target: "./app/modules",
    from: "./app/components",
    message: "Modules never import routes or components.",
  },
  {
    target: "./app/content",
    from: "./app/components",
    message:
      "Content is data: it names an icon by key (app/content/icon-keys.ts) and imports no component.",
  },
  {
    target: "./app/modules",
    from: "./app/content",
    message:
      "Modules never import content: types and demo data live in their module, and a route hands content in.",
  },
  {
    target: "./app/components",
    from: "./app/browser",
    message: "Components never import browser scripts: what both need lives in app/utils.",
  },
  {
    target: "./app/modules/queue",
    from: "./app/modules",
    except: ["./queue"],
    message:
      "The queue knows no module: the server hands it the site's tasks (server/site-tasks.ts).",
  },
  {
    target: "./app/modules/storage",
    from: "./app/modules",
    except: ["./storage"],
    message:
      "Storage knows no module: it keeps files for whoever names the folder (copying into a bucket is backup's).",
  },
  {
    // Every module may import these three, so they import no other module.
    target: ["./app/modules/actor", "./app/modules/roles", "./app/modules/audit"],
    from: "./app/modules",
    except: ["./actor", "./roles", "./audit"],
    message: "actor, roles and audit are low-level modules: they import no other module.",
  },
  {
    target: "./app/db",
    from: ["./app/modules", "./app/content", "./app/components", "./app/routes", "./app/browser"],
    message: "The database layer imports nothing above it (only utils).",
  },
  {
    target: "./app/utils",
    from: [
      "./app/modules",
      "./app/content",
      "./app/components",
      "./app/routes",
      "./app/db",
      "./app/browser",
    ],
    message: "utils/ imports nothing app-specific.",
  },
  {
    target: "./app/browser",
    from: [...SERVER_ONLY_FILES, "./app/routes/**", "./app/components/**"],
    message:
      "Browser scripts import only what runs in a browser (utils and shared module constants).",
  },
  {
    target: "./app",
    from: ["./server", "./scripts"],
    message: "The app never imports the server or the scripts around it.",
  },
  {
    target: ["./server", "./scripts"],
    from: ["./app/routes", "./app/components", "./app/browser"],
    message:
      "The server and scripts reach the app through modules (routes and components come from the build).",
  },
  { target: "./server", from: "./scripts", message: "The server never imports a script." },
  {
    target: PUBLIC_COMPONENTS.map((glob) => `./${glob}`),
    from: "./app/components/admin",
    message:
      "Public components are server-only: the hydrated staff components (components/admin/) are not theirs to use.",
  },
];

/** Layer rules for non-test files of app/, server/ and scripts/. */
const layerRules = {
  files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx,mjs,js}", "scripts/**/*.{ts,tsx,mjs,js}"],
  ignores: ["**/*.test.{ts,tsx}"],
  plugins: { "import-x": importX },
  settings: {
    // Parse TypeScript dependencies too (the cycle check follows them).
    "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
    "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
    "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
  },
  rules: {
    "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
    // An import circle makes load order matter and hides which layer owns what.
    "import-x/no-cycle": ["error", { ignoreExternal: true }],
  },
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
  // Boundaries (docs/architecture.md "Layers"): routes → modules, components,
  // utils (never the database); components never server code or browser
  // scripts; ui/ primitives nothing app-specific; content → modules' types
  // (never components); modules → db and utils (never routes, components or
  // content; the queue and the low-level actor, roles and audit never other
  // modules); db → utils only; utils → nothing app-specific; the server and
  // scripts → modules. No arrow points up. Each rule fails on a planted
  // import in tests/lint/boundaries.test.ts.
  layerRules,
  {
    files: PUBLIC_COMPONENTS,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        // Any hook: React's, React Router's, ours (useX, and React 19's use).
        { selector: "CallExpression[callee.name=/^use([A-Z]|$)/]", message: SERVER_ONLY_MESSAGE },
        {
          selector: "CallExpression[callee.property.name=/^use([A-Z]|$)/]",
          message: SERVER_ONLY_MESSAGE,
        },
        { selector: "FunctionDeclaration[id.name=/^use[A-Z]/]", message: SERVER_ONLY_MESSAGE },
        { selector: "VariableDeclarator[id.name=/^use[A-Z]/]", message: SERVER_ONLY_MESSAGE },
        // Any event-handler prop: onClick, onChange, onSubmit…
        { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: SERVER_ONLY_MESSAGE },
      ],
    },
  },
  {
    // Modules answer in domain results (app/utils/domain-result.ts); HTTP
    // (redirects, responses) and the form's reply belong to routes
    // (app/routes/action-result.server.ts, decision 034). react-router types
    // (e.g. a meta descriptor) may still be named; nothing of Conform may.
    files: ["app/modules/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              allowTypeImports: true,
              message: "Modules answer in domain results: HTTP belongs to routes.",
            },
          ],
          patterns: [
            {
              group: ["@conform-to/*"],
              message:
                "Modules answer in domain results: the route parses the form and answers with Conform's reply.",
            },
          ],
        },
      ],
    },
  },
);
