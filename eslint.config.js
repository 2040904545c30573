import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import direction (DESIGN.md §2): content/config/lib/components <- features <- pages <- app.
const restrict = (patterns) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: patterns.map((group) => ({
        group: [group],
        message: "Breaks the import direction of DESIGN.md §2.",
      })),
    },
  ],
});

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
    files: ["src/components/**"],
    rules: restrict(["@/features/*", "@/pages/*", "@/app/*", "@/content/*"]),
  },
  {
    files: ["src/content/**", "src/config/**", "src/lib/**"],
    rules: restrict(["@/features/*", "@/pages/*", "@/app/*"]),
  },
  { files: ["src/features/**"], rules: restrict(["@/pages/*", "@/app/*"]) },
  { files: ["src/pages/**"], rules: restrict(["@/app/*"]) },
);
