/**
 * A local OpenAI-compatible server for the provider tests, reached through miniflare's outboundService (the worker's
 * real `openai` client talks to it unchanged). The model name picks how it misbehaves:
 * ok, slow, 429, busy (429, back in two minutes), 500, hang, bad-json, repairable (bad JSON, then good), fenced (JSON
 * in a code fence), wrong-shape, truncated, refusal, html (markup in every text field), violating (bacon for a vegan;
 * for a page, invented lines), embellished (a page's lines with an invented title, description, yield and time), and
 * image generation. Reading a page (schema "page_recipe") answers the recipe of the stand-in page /pfannkuchen-erzaehlt;
 * reading scanned pages (schema "scan_recipe") answers the same recipe, and only when pictures came with the request.
 */

export const MOCK_OPENAI = { baseURL: "https://ai.stand-in.test/v1", apiKey: "stand-in-ai-key" } as const;

const calls = new Map<string, number>();
/** Whether the request being answered asked for a stream (requests are answered one at a time per test). */
let streaming = false;

const IDEAS = {
  ideas: [
    {
      title: "Chickpea and Spinach Curry",
      description: "A mild, creamy curry with chickpeas and spinach.",
      cuisine: "Indian",
      minutes: 30,
      keyIngredients: ["chickpeas", "spinach", "coconut milk"],
      whyItFits: "Ready in half an hour with what is in the cupboard.",
    },
    {
      title: "Tomato and White Bean Soup",
      description: "A warming soup of tomatoes and white beans.",
      cuisine: "Italian",
      minutes: 25,
      keyIngredients: ["white beans", "tomatoes", "basil"],
      whyItFits: "Simple, filling and ready in 25 minutes.",
    },
    {
      title: "Lentil and Carrot Stew",
      description: "Red lentils and carrots simmered until soft.",
      cuisine: "Middle Eastern",
      minutes: 35,
      keyIngredients: ["red lentils", "carrots", "cumin"],
      whyItFits: "Cheap, hearty and done in 35 minutes.",
    },
  ],
};

const RECIPE = {
  title: "Chickpea and Spinach Curry",
  description: "A mild, creamy curry with chickpeas and spinach.",
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 20,
  ingredients: [
    { quantity: 800, quantityMax: null, unit: "g", food: "canned chickpeas", note: "drained", group: null },
    { quantity: 200, quantityMax: null, unit: "g", food: "baby spinach", note: null, group: null },
    { quantity: 1, quantityMax: null, unit: null, food: "onion", note: "chopped", group: null },
    { quantity: 400, quantityMax: null, unit: "ml", food: "coconut milk", note: null, group: null },
    { quantity: 2, quantityMax: null, unit: "tsp", food: "garam masala", note: null, group: null },
    { quantity: 2, quantityMax: null, unit: "tbsp", food: "vegetable oil", note: null, group: null },
    { quantity: null, quantityMax: null, unit: null, food: "salt", note: "to taste", group: null },
  ],
  steps: [
    "Heat the vegetable oil and cook the onion for 5 minutes until soft.",
    "Stir in the garam masala for 1 minute.",
    "Add the chickpeas and coconut milk and simmer for 12 minutes.",
    "Stir in the spinach until wilted and season with salt.",
  ],
  tips: ["Serve with rice or flatbread."],
};

/** The recipe of the stand-in page /pfannkuchen-erzaehlt (recipe-sites.ts), copied as the import's AI stage asks. */
const PAGE_RECIPE = {
  found: true,
  title: "Omas Pfannkuchen",
  description: null,
  yields: null,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  ingredients: ["250 g Mehl", "3 Eier", "500 ml Milch", "1 Prise Salz"].map((text) => ({ group: null, text })),
  steps: [
    "Mehl, Eier, Milch und Salz zu einem glatten Teig verrühren.",
    "In einer heißen Pfanne nacheinander dünne Pfannkuchen backen.",
  ],
};

const HTML = "<img src=x onerror=alert(1)><b>";

function withHtml<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, field) =>
    typeof field === "string" && ["title", "description", "whyItFits"].includes(key) ? `${HTML}${field}</b>` : field,
  );
}

type Answer = { content: string | null; refusal?: string; finish?: string };

/** The same answer as server-sent events, a few characters per chunk, as a streaming provider sends it. */
function streamed({ content, refusal, finish }: Answer) {
  const chunk = (delta: object, finishReason: string | null = null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-stand-in", object: "chat.completion.chunk", created: 0, model: "stand-in", choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
  const text = content ?? "";
  const pieces = Array.from({ length: Math.ceil(text.length / 60) }, (_, index) =>
    text.slice(index * 60, (index + 1) * 60),
  );
  const body = [
    chunk({ role: "assistant", content: "" }),
    ...(refusal ? [chunk({ refusal })] : pieces.map((piece) => chunk({ content: piece }))),
    chunk({}, finish ?? "stop"),
    "data: [DONE]\n\n",
  ].join("");
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

function completion(content: string | null, extra: { refusal?: string; finish?: string } = {}) {
  if (streaming) return streamed({ content, ...extra });
  return Response.json({
    id: "chatcmpl-stand-in",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "stand-in",
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: extra.refusal ?? null },
        finish_reason: extra.finish ?? "stop",
      },
    ],
  });
}

/** A tiny valid PNG (1×1), as an image model would send it. */
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

export async function mockOpenAi(request: Request, url: URL): Promise<Response> {
  if (url.pathname === "/calls") return Response.json(calls.get(url.searchParams.get("model") ?? "") ?? 0);
  if (request.headers.get("authorization") !== `Bearer ${MOCK_OPENAI.apiKey}`) {
    return Response.json({ error: { message: "bad key" } }, { status: 401 });
  }
  const body = (await request.json()) as {
    stream?: boolean;
    model: string;
    messages: { role: string; content: string | { type: string; image_url?: { url: string } }[] }[];
    response_format?: { json_schema?: { name: string } };
  };
  streaming = body.stream === true;
  const mode = body.model.replace(/^mock-/, "");
  const count = (calls.get(body.model) ?? 0) + 1;
  calls.set(body.model, count);
  if (url.pathname === "/v1/images/generations") {
    return mode === "ok"
      ? Response.json({ created: 0, data: [{ b64_json: PNG_1X1 }] })
      : Response.json({ error: { message: "image service down" } }, { status: 500 });
  }
  const schema = body.response_format?.json_schema?.name;
  if (schema === "scan_recipe") {
    const parts = body.messages.flatMap((message) => (Array.isArray(message.content) ? message.content : []));
    if (!parts.some((part) => part.image_url?.url.startsWith("data:image/"))) {
      return Response.json({ error: { message: "no picture to read" } }, { status: 400 });
    }
  }
  const wantsIdeas = schema === "ideas";
  const good = JSON.stringify(wantsIdeas ? IDEAS : schema?.endsWith("_recipe") ? PAGE_RECIPE : RECIPE);
  switch (mode) {
    case "ok":
      return completion(good);
    case "slow":
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return completion(good);
    case "429":
      return Response.json({ error: { message: "rate limited" } }, { status: 429, headers: { "retry-after": "0" } });
    case "busy":
      // A provider out of capacity for a while: come back in two minutes.
      return Response.json({ error: { message: "overloaded" } }, { status: 429, headers: { "retry-after": "120" } });
    case "500":
      return Response.json({ error: { message: "internal error" } }, { status: 500 });
    case "hang":
      await new Promise(() => {});
      return completion(good);
    case "bad-json":
      return completion('{"ideas": [ {"title": "Chickpea');
    case "repairable":
      return count % 2 === 1 ? completion("Sure! Here you go: {ideas: [oops") : completion(good);
    case "fenced":
      return completion(`Here is the JSON:\n\`\`\`json\n${good}\n\`\`\``);
    case "wrong-shape":
      return completion(JSON.stringify({ dishes: [{ name: "Curry" }] }));
    case "truncated":
      return completion(good.slice(0, 80), { finish: "length" });
    case "refusal":
      return completion(null, { refusal: "I can't help with that request." });
    case "html":
      return completion(JSON.stringify(withHtml(wantsIdeas ? IDEAS : RECIPE)));
    case "embellished":
      // For a page: its lines as they are, but a title, description, yield and time the page does not have.
      return completion(
        JSON.stringify({
          ...PAGE_RECIPE,
          title: "Die besten Pfannkuchen der Welt",
          description: "Ein Klassiker aus dem Schwarzwald, seit Generationen geliebt.",
          yields: "8 Pfannkuchen",
          prepMinutes: 10,
        }),
      );
    case "violating": {
      // For a page: lines the page does not have, as a model that invents would write them.
      const meaty = wantsIdeas
        ? { ideas: IDEAS.ideas.map((idea) => ({ ...idea, keyIngredients: [...idea.keyIngredients, "bacon"] })) }
        : schema?.endsWith("_recipe")
          ? {
              ...PAGE_RECIPE,
              ingredients: [
                ...PAGE_RECIPE.ingredients,
                { group: null, text: "200 g Speck" },
                { group: null, text: "2 EL Zucker" },
              ],
            }
          : { ...RECIPE, steps: [...RECIPE.steps, "Top with crispy bacon."] };
      return completion(JSON.stringify(meaty));
    }
    default:
      return Response.json({ error: { message: `unknown mode ${mode}` } }, { status: 400 });
  }
}
