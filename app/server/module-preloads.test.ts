import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preloads";

async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload of the head low priority, even one split across chunks", async () => {
    const page = await through([
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="module',
      'preload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/app.css"/></head>',
      "<body><p>Pasta</p></body></html>",
    ]);
    expect(page).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>' +
        '<link rel="stylesheet" href="/assets/app.css"/></head><body><p>Pasta</p></body></html>',
    );
  });

  it("leaves the body alone, a recipe quoting the markup included", async () => {
    const body = '<body><pre>&lt;link rel="modulepreload"&gt;</pre><p><link rel="modulepreload" href="/x.js"/></p>';
    expect(await through(["<html><head></head>", body, "</body></html>"])).toBe(
      `<html><head></head>${body}</body></html>`,
    );
  });

  it("passes a page without a head through whole", async () => {
    expect(await through(["plain", " text"])).toBe("plain text");
  });
});
