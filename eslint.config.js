import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * One import style, which Vite and Node resolve alike (package.json "imports"): a module of app/
 * is `#app/<path>` from anywhere but its own folder, a sibling is `./<file>`, and every local
 * specifier names its file with its extension, since Node (which runs the server unbundled)
 * guesses none.
 */
const withExtension = {
  regex: String.raw`^(\.|#app/|#server/)(?!.*\+types/)(?!.*\.(ts|tsx|css|json|svg)(\?[a-z]+)?$)`,
  message: "Name the file with its extension (./x.ts, #app/lib/x.ts): Node resolves no other.",
};
const appByAlias = {
  regex: String.raw`^\.\.?/(?!\+types/)(?!(\.\./)+tests/)[^?]*/`,
  message:
    "Import a module of app/ outside this folder as #app/<path> (tests/support stays relative).",
};

const processEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read configuration through getEnv() in app/config/env.server.ts.",
};

const islandRule =
  "An island hydrates as its own React root, outside the router (app/islands/README.md)";
const noUseId = `${islandRule}: its useId differs from the page's. Derive ids from props.`;

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", processEnv],
      "no-restricted-imports": ["error", { patterns: [withExtension] }],
    },
  },
  {
    files: ["app/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [withExtension, appByAlias] }],
      // app/ names the server's services by their types only (app/services.server.ts): none of
      // server/'s code may reach a bundle.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#server/*"],
              allowTypeImports: true,
              message: "app/ imports types only from server/ (import type …).",
            },
          ],
        },
      ],
    },
  },
  {
    // No source file over 300 lines (issue 33): split it where its concerns part.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Each island's folder: no router (no hooks, no <Link>, no route data) and no useId, whose
    // ids would differ between the page's render and the island's own.
    files: ["app/islands/*/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [withExtension, appByAlias],
          paths: [
            { name: "react-router", message: `${islandRule}: it has no router.` },
            {
              name: "react",
              importNames: ["useId"],
              message: noUseId,
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        processEnv,
        {
          selector: "MemberExpression[property.name='useId']",
          message: noUseId,
        },
        {
          selector: "JSXOpeningElement[name.name=/^(Link|NavLink|Form)$/]",
          message: `${islandRule}: use a plain <a> or <form>.`,
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
