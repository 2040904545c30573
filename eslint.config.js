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
