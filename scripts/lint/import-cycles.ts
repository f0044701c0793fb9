/**
 * `npm run lint`'s check that no module imports itself back at run time
 * (issue 33): a cycle of runtime imports makes a module's exports undefined
 * to whichever part of the cycle loads first, and tangles what should depend
 * one way (staff → production → orders → domain). Type-only imports are
 * erased before anything runs, so they may point either way.
 *
 * Every `.ts`/`.tsx` file under app/, server/ and scripts/ is parsed with
 * TypeScript's own parser, its imports resolved with TypeScript's own module
 * resolution (so `#app/…` resolves as the compiler and Node do), and the
 * graph's strongly connected components (Tarjan) are reported. Exits 1 with
 * each cycle's files when there is one.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "../..");
const folders = ["app", "server", "scripts"];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

const configFile = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);

/** The local modules a file imports at run time (not `import type`, not type-only names). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        !clause.name &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes && ts.isStringLiteral(statement.moduleSpecifier)) {
        specifiers.push(statement.moduleSpecifier.text);
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
    const target = resolved?.resolvedFileName;
    return target && !resolved.isExternalLibraryImport && !target.includes("node_modules")
      ? [path.resolve(target)]
      : [];
  });
}

const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
const graph = new Map(files.map((file) => [file, runtimeImports(file)]));

/** Tarjan's strongly connected components: each one of more than one file is a cycle. */
function cycles(): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    indices.set(file, index);
    lowLinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(file, Math.min(lowLinks.get(file) ?? 0, lowLinks.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowLinks.set(file, Math.min(lowLinks.get(file) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (lowLinks.get(file) !== indices.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) found.push(component);
  };
  for (const file of graph.keys()) if (!indices.has(file)) visit(file);
  return found;
}

const found = cycles();
for (const component of found) {
  console.error(
    `Runtime import cycle between:\n${component
      .map((file) => `  ${path.relative(root, file)}`)
      .sort()
      .join("\n")}`,
  );
}
if (found.length > 0) {
  console.error(
    `\n${found.length} runtime import cycle(s): make the dependency run one way, or import types only (import type).`,
  );
  process.exit(1);
}
console.log(`No runtime import cycle among ${files.length} modules.`);
