import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through getEnv() in app/config/env.server.ts.",
        },
      ],
    },
  },
  {
    files: [
      "app/config/env.server.ts",
      "playwright.config.ts",
      "scripts/**",
      "tests/**",
      "**/*.test.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // A page's first Intl call loads ICU's locale data, a long task on a phone
    // (docs/decisions.md 11): browser code formats through app/lib/format.ts.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.server.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: "Format with app/lib/format.ts (decision 11)." },
      ],
      "no-restricted-properties": [
        "error",
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString", "localeCompare"].map(
          (property) => ({ property, message: "Format with app/lib/format.ts (decision 11)." }),
        ),
      ],
    },
  },
  {
    // A failed lookup in a test fails the test anyway.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
