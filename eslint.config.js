import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = fileURLToPath(new URL(".", import.meta.url));

// Every feature folder: a feature may not import another one (docs/architecture.md §2, §4), whether by
// relative path or through the @/ alias — the zones compare resolved file paths.
const features = readdirSync(`${root}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const DIRECTION = "Breaks the import direction of docs/architecture.md §2.";

/**
 * Import boundaries as zones over resolved paths (docs/architecture.md §2 and §4): the layer direction
 * content/config/lib/components <- features <- pages <- app, no feature -> other feature, and no
 * src/ -> a function's private folder (only the shared contract is public).
 */
const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature never imports another feature: compose them in a page or the app.",
  })),
  {
    target: "./src",
    from: "./supabase/functions",
    except: ["./_shared/contract"],
    message:
      "src/ may import only the client–server contract (@contract/*), never a function's own files.",
  },
  {
    target: "./src/components",
    from: ["./src/features", "./src/pages", "./src/app", "./src/content", "./src/i18n"],
    message: `${DIRECTION} Components get content through props.`,
  },
  {
    // The message catalogues and i18next are a layer of their own that public pages never load:
    // only features, pages and the app (customer area, /login) import them.
    target: "./src/i18n",
    from: ["./src/features", "./src/pages", "./src/app", "./src/components", "./src/content"],
    message: `${DIRECTION} The i18n layer depends only on the contract.`,
  },
  {
    target: ["./src/content", "./src/config", "./src/lib"],
    from: "./src/i18n",
    message: "Public page copy stays plain Dutch: src/content, config and lib never load i18next.",
  },
  {
    target: ["./src/content", "./src/config", "./src/lib"],
    from: ["./src/features", "./src/pages", "./src/app"],
    message: DIRECTION,
  },
  { target: "./src/features", from: ["./src/pages", "./src/app"], message: DIRECTION },
  { target: "./src/pages", from: "./src/app", message: DIRECTION },
];

// The server half (docs/architecture.md §2): each function folder, the shared server code in
// supabase/functions/_shared and the emulator, with the same kind of zones as src/.
const functionsDir = `${root}supabase/functions`;
const sharedDir = `${functionsDir}/_shared`;
const functionFolders = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
  .map((entry) => entry.name);
/** Plumbing every domain may use: the root helpers (db, env, http, request, …) and these folders. */
const FOUNDATION_FOLDERS = ["jobs", "net", "secrets", "text"];
const sharedEntries = readdirSync(sharedDir, { withFileTypes: true });
const foundation = [
  ...sharedEntries.filter((entry) => entry.isFile()).map((entry) => entry.name),
  ...FOUNDATION_FOLDERS,
].map((name) => `./supabase/functions/_shared/${name}`);
const domainFolders = sharedEntries
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => name !== "contract" && !FOUNDATION_FOLDERS.includes(name))
  .map((name) => `./supabase/functions/_shared/${name}`);
/** The emulator's entry and wiring: they compose the doubles, never the other way round. */
const EMULATOR_COMPOSITION = ["index.ts", "server.ts", "cli.ts", "banner.ts"];
const emulatorComposition = EMULATOR_COMPOSITION.map((name) => `./emulator/${name}`);
const emulatorParts = readdirSync(`${root}emulator`)
  .filter((name) => /\.ts$/.test(name) || !name.includes("."))
  .filter((name) => !EMULATOR_COMPOSITION.includes(name))
  .map((name) => `./emulator/${name}`);

const serverZones = [
  ...functionFolders.map((name) => ({
    target: `./supabase/functions/${name}`,
    from: "./supabase/functions",
    except: [`./${name}`, "./_shared"],
    message: "A function never imports another function: move what both need to _shared/.",
  })),
  {
    target: "./supabase/functions/_shared",
    from: "./supabase/functions",
    except: ["./_shared"],
    message:
      "Shared server code never imports a function's folder: the function composes it (the job kind registry lives in process-jobs).",
  },
  {
    target: "./supabase/functions/_shared/contract",
    from: "./supabase/functions/_shared",
    except: ["./contract"],
    message:
      "The contract imports nothing else from _shared: the browser, functions, emulator and scripts all load it.",
  },
  {
    target: foundation,
    from: domainFolders,
    message:
      "Low-level server code (the _shared root helpers, jobs, net, secrets, text) never imports a domain folder.",
  },
  {
    target: "./supabase/functions",
    from: ["./src", "./emulator", "./tests", "./scripts", "./e2e"],
    message: "Functions run on their own in Deno: they import only supabase/functions.",
  },
  {
    target: "./emulator",
    from: ["./src", "./tests", "./scripts", "./e2e"],
    message: "The emulator stands on its own: it never imports the app, the tests or the scripts.",
  },
  {
    target: "./emulator",
    from: "./supabase/functions",
    except: ["./_shared"],
    message:
      "The emulator loads function handlers by path at run time (emulator/functions/); it imports only _shared code.",
  },
  {
    target: ["./emulator/http", "./emulator/clock.ts", "./emulator/config-toml.ts"],
    from: "./emulator",
    except: ["./http", "./clock.ts", "./config-toml.ts"],
    message: "The emulator's HTTP helpers and clock are its base: they never import a double.",
  },
  {
    target: emulatorParts,
    from: emulatorComposition,
    message: "A double never imports the emulator's entry or wiring (index, server, cli, banner).",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-ssr",
      "node_modules",
      "playwright-report",
      "test-results",
      ".emulator-data",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle follows only files it may parse (the default is .js alone).
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Resolves @/… and @contract/… through tsconfig.json paths, so zones see real file paths.
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: `${root}tsconfig.json` }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["supabase/functions/**/*.ts", "emulator/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: `${root}tsconfig.json` }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: serverZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // One way to build a table and one way to call a function, so neither is written twice.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/table.tsx", "src/lib/call-function.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='table']",
          message:
            "Build tables from @/components/ui/table: its box scrolls sideways on a phone instead of the page.",
        },
        {
          selector: "MemberExpression[object.property.name='functions'][property.name='invoke']",
          message:
            "Call edge functions through invokeFunction (@/lib/invoke-function): it maps errors and checks the answer's shape.",
        },
      ],
    },
  },
);
