import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { compileContent, MarkdownError } from "../app/domain/articles/markdown.ts";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * Compiles the Markdown files under content/ into modules exporting a ContentDocument (typed in app/globals.d.ts):
 * the pages get ready blocks, no Markdown parser ships to the browser or the Worker, and a file with a mistake (a
 * missing field, a link to javascript:, a picture that does not exist) stops the build with its name.
 */
export function contentFiles(): Plugin {
  return {
    name: "mise-content",
    transform(source, id) {
      const file = id.split("?")[0] ?? id;
      if (!file.endsWith(".md") || !file.startsWith(resolve(ROOT, "content"))) return undefined;
      const name = relative(ROOT, file);
      try {
        const document = compileContent(source, { needsImage: name.startsWith("content/articles/") });
        const picture = document.image && resolve(ROOT, "public/images/articles", `${document.image}.svg`);
        if (picture && !existsSync(picture)) throw new MarkdownError(`picture not found: ${relative(ROOT, picture)}`);
        return { code: `export default ${JSON.stringify(document)};`, map: null };
      } catch (error) {
        if (error instanceof MarkdownError) this.error(`${name}: ${error.message}`);
        throw error;
      }
    },
  };
}
