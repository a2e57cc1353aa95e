import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { DEADLINES } from "~/lib/deadlines";
import * as scanRoute from "~/routes/recipes/scan";
import { jpegWithExif } from "../support/images";
import { MOCK_OPENAI } from "../support/mock-openai";
import { expectConsoleErrors } from "../workers/console-errors";
import { type CookieJar, callRoute, signedInCook } from "../workers/pages";

/**
 * Class 4, deadlines, on the path the other AI tests do not walk: reading scanned pages with a vision model. A
 * provider that hangs holds the request no longer than the one overall deadline, and one that is busy is not
 * waited for; either way the cook is told which it was, in their language, and gets the credit back.
 */
const visionEnv = (mode: string) =>
  ({
    ...env,
    AI_BASE_URL: MOCK_OPENAI.baseURL,
    AI_API_KEY: MOCK_OPENAI.apiKey,
    AI_MODEL: "mock-ok",
    AI_VISION_MODEL: `mock-${mode}`,
  }) as Env;

function visionForm() {
  const form = new FormData();
  form.set("intent", "vision");
  form.set("text", "Omas Pfannkuchen\n250 g Mehl\n3 Eier\nAlles verrühren und backen.");
  form.append("scan", new File([jpegWithExif()], "karte.jpg"));
  return form;
}

async function creditsOf(jar: CookieJar, mode: string) {
  const loaded = await callRoute(scanRoute, "/recipes/new/scan", { jar, env: visionEnv(mode) });
  return ((await loaded.json()) as { vision: { credits: number } }).vision.credits;
}

// The deadline is the production one (30 s) everywhere but here, where the hung provider would make the test wait.
const deadlines = DEADLINES as { aiMs: number };
const productionDeadline = deadlines.aiMs;
afterEach(() => {
  deadlines.aiMs = productionDeadline;
});

describe("deadlines: reading scanned pages with a vision model", () => {
  it.each([
    [
      "en",
      "/recipes/new/scan",
      "The AI service took too long to read the pictures, so we stopped waiting. Your credit was given back; please try again.",
    ],
    [
      "de",
      "/de/recipes/new/scan",
      "Der KI-Dienst hat zu lange gebraucht, um die Bilder zu lesen, deshalb haben wir aufgehört zu warten. Dein Credit wurde zurückgebucht; bitte versuche es noch einmal.",
    ],
  ])("a hung provider (%s): 504 at the deadline, said as a timeout, credit back", async (_, path, message) => {
    expectConsoleErrors();
    const { jar } = await signedInCook();
    const before = await creditsOf(jar, "hang");
    deadlines.aiMs = 300;
    const response = await callRoute(scanRoute, path, { formData: visionForm(), jar, env: visionEnv("hang") });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ intent: "vision", error: message });
    expect(await creditsOf(jar, "hang")).toBe(before);
  });

  it("a busy provider: 503 with Retry-After and when to come back, credit back", async () => {
    expectConsoleErrors();
    const { jar } = await signedInCook();
    const before = await creditsOf(jar, "busy");
    const response = await callRoute(scanRoute, "/de/recipes/new/scan", {
      formData: visionForm(),
      jar,
      env: visionEnv("busy"),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("120");
    expect(await response.json()).toEqual({
      intent: "vision",
      error: "Der KI-Dienst ist gerade ausgelastet. Bitte versuche es in 2 Min. noch einmal.",
    });
    expect(await creditsOf(jar, "busy")).toBe(before);
  });
});
