// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md, checked on every import in app/ and worker/: routes and the worker on top,
 * then app/server, the domain folders (which import each other only as `DOMAIN_IMPORTS` allows, so they form a
 * tree), and app/db and app/lib on the ground floor. No file takes part in an import cycle.
 */
const DOMAIN_IMPORTS: Record<string, string[]> = {
  diets: [],
  mail: [],
  billing: ["mail"],
  articles: [],
  recipes: ["billing"],
  collections: ["billing", "recipes"],
  accounts: ["billing", "collections", "diets", "mail", "recipes"],
  users: ["accounts"],
  ai: ["billing", "diets", "recipes", "users"],
  import: ["accounts", "ai", "billing", "recipes"],
  contact: ["mail"],
  scan: ["ai", "billing", "import", "recipes"],
};

/** Packages the domain must not know: it is shared by pages, /api, queues and Durable Objects alike. */
const NOT_IN_DOMAIN = /^(react|react-dom|react-router|hono|@react-router\/.*|radix-ui|lucide-react)(\/|$)/;

const root = resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "paraglide" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

type Import = { from: string; to: string; typeOnly: boolean };

function importsOf(file: string): Import[] {
  const source = readFileSync(file, "utf8");
  const found: Import[] = [];
  const pattern =
    /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[3] ?? match[4] ?? "";
    const typeOnly = Boolean(match[2]);
    let to = specifier;
    if (specifier.startsWith("~/")) to = join(root, "app", specifier.slice(2));
    else if (specifier.startsWith(".")) to = resolve(dirname(file), specifier);
    found.push({ from: relative(root, file), to: to.startsWith(root) ? relative(root, to) : to, typeOnly });
  }
  return found;
}

const files = [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "worker"))];
const imports = files.flatMap(importsOf);
const domainOf = (path: string) => path.match(/^app\/domain\/([^/]+)\//)?.[1];

describe("the architecture", () => {
  it("knows every domain folder", () => {
    const folders = readdirSync(join(root, "app/domain")).filter((name) =>
      statSync(join(root, "app/domain", name)).isDirectory(),
    );
    expect(folders.sort()).toEqual(Object.keys(DOMAIN_IMPORTS).sort());
  });

  it("lets a domain folder import only the folders below it, and nothing of the web layers", () => {
    const wrong = imports.filter(({ from, to }) => {
      const source = domainOf(from);
      if (!source) return false;
      if (NOT_IN_DOMAIN.test(to)) return true;
      if (/^(app\/(routes|components|server)|worker)\//.test(to)) return true;
      const target = domainOf(to);
      return Boolean(target && target !== source && !DOMAIN_IMPORTS[source]?.includes(target));
    });
    expect(wrong).toEqual([]);
  });

  it("keeps app/lib and app/db on the ground floor", () => {
    const wrong = imports.filter(
      ({ from, to }) => /^app\/(lib|db)\//.test(from) && /^(app\/(domain|server|routes|components)|worker)\//.test(to),
    );
    expect(wrong).toEqual([]);
  });

  it("keeps app/server below the routes and the worker", () => {
    const wrong = imports.filter(
      ({ from, to }) => from.startsWith("app/server/") && /^(app\/(routes|components)|worker)\//.test(to),
    );
    expect(wrong).toEqual([]);
  });

  it("has no import cycles between files", () => {
    const withExtension = (path: string) =>
      [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")].find((candidate) =>
        files.includes(join(root, candidate)),
      );
    const edges = new Map<string, string[]>();
    for (const { from, to, typeOnly } of imports) {
      const target = !typeOnly && withExtension(to);
      if (target) edges.set(from, [...(edges.get(from) ?? []), target]);
    }
    const cycles: string[][] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        cycles.push([...path.slice(path.indexOf(file)), file]);
        return;
      }
      state.set(file, "open");
      for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of edges.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
