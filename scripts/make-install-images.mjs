// Regenerates the web manifest's shortcut icons (public/shortcuts) and install screenshots (public/screenshots),
// ADR 017. Run by hand after `npm run build` when the app's look changes; the results are committed. Icons are the
// app's own lucide icons on the logo's colour; screenshots are of the built app with a few recipes saved through
// its editor, in English and German, taken in Debian's Chromium.
import { mkdirSync } from "node:fs";
import { Camera, Globe, PenLine, Sparkles } from "lucide-react";
import { chromium } from "playwright";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { benchCookSql, seedDatabase, serveBuild, signInCookie } from "./start-server.mjs";

const PORT = 8792;
const APP = `http://localhost:${PORT}`;
const BRAND = "#b4410f";
const PASSWORD = "screenshots on toast";
const email = "screenshots@example.com";

const SHORTCUTS = { "new-recipe": PenLine, import: Globe, scan: Camera, ideas: Sparkles };

const RECIPES = {
  en: [
    {
      title: "Red lentil soup",
      description: "Warming, quick and made from the store cupboard.",
      servings: "4",
      totalMinutes: "35",
      cuisine: "Turkish",
      lines:
        "250 g red lentils\n1 onion, chopped\n2 carrots, diced\n1 tbsp tomato paste\n1.2 l vegetable stock\n1 tsp cumin\n1 lemon",
      steps:
        "Soften the onion and carrots in a little oil for 5 minutes.\nStir in the tomato paste and cumin.\nAdd the lentils and stock and simmer for 20 minutes.\nBlend until smooth and finish with lemon juice.",
    },
    {
      title: "Sunday flatbread",
      description: "Soft, blistered and ready in half an hour.",
      servings: "6",
      totalMinutes: "30",
      cuisine: "",
      lines: "500 g flour\n300 ml warm water\n7 g dried yeast\n1 tsp salt\n2 tbsp olive oil",
      steps: "Mix everything to a soft dough.\nRest for 10 minutes.\nCook on a hot dry pan for 2 minutes a side.",
    },
    {
      title: "Lemon risotto",
      description: "Creamy rice with lemon and parmesan.",
      servings: "4",
      totalMinutes: "40",
      cuisine: "Italian",
      lines: "300 g risotto rice\n1 onion\n1 l hot stock\n50 g parmesan\n1 lemon\n30 g butter",
      steps:
        "Soften the onion.\nToast the rice.\nAdd the stock a ladle at a time for 18 minutes.\nStir in butter, parmesan and lemon.",
    },
  ],
  de: [
    {
      title: "Käsespätzle",
      description: "Mit Bergkäse und Röstzwiebeln, wie im Allgäu.",
      servings: "4",
      totalMinutes: "45",
      cuisine: "Deutsch",
      lines: "400 g Mehl\n4 Eier\n150 ml Wasser\n200 g Bergkäse, gerieben\n2 Zwiebeln\n1 Prise Salz",
      steps:
        "Mehl, Eier, Wasser und Salz zu einem zähen Teig schlagen und 10 Minuten ruhen lassen.\nDen Teig in kochendes Salzwasser schaben.\nAbwechselnd mit Käse schichten.\nMit Röstzwiebeln servieren.",
    },
    {
      title: "Zwiebelkuchen",
      description: "Zum neuen Wein im Herbst.",
      servings: "12",
      totalMinutes: "90",
      cuisine: "Deutsch",
      lines: "500 g Mehl\n1 Würfel Hefe\n1 kg Zwiebeln\n150 g Speck\n200 g Schmand\n3 Eier",
      steps: "Einen Hefeteig kneten und 30 Minuten gehen lassen.\nZwiebeln andünsten.\n45 Minuten bei 200 °C backen.",
    },
  ],
};

// 1. Shortcut icons: no server needed.
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
mkdirSync("public/shortcuts", { recursive: true });
mkdirSync("public/screenshots", { recursive: true });
const iconPage = await browser.newPage({ viewport: { width: 96, height: 96 } });
for (const [name, Icon] of Object.entries(SHORTCUTS)) {
  const svg = renderToStaticMarkup(createElement(Icon, { size: 56, color: "#fffdf9", strokeWidth: 2 }));
  await iconPage.setContent(
    `<body style="margin:0"><div style="width:96px;height:96px;border-radius:20px;background:${BRAND};display:grid;place-items:center">${svg}</div></body>`,
  );
  await iconPage.screenshot({ path: `public/shortcuts/${name}.png`, omitBackground: true });
}

// 2. Screenshots of the built app, one cook with a few recipes in each language.
seedDatabase(PORT, "install-images", benchCookSql({ userId: "screenshots", email, password: PASSWORD }));
const stop = await serveBuild(PORT, { keepState: true });
try {
  const cookie = await signInCookie(APP, { email, password: PASSWORD });
  for (const [locale, recipes] of Object.entries(RECIPES)) {
    const prefix = locale === "de" ? "/de" : "";
    let first = "";
    for (const recipe of recipes.reverse()) {
      const body = new FormData();
      const fields = {
        intent: "save",
        title: recipe.title,
        description: recipe.description,
        language: locale,
        servings: recipe.servings,
        totalMinutes: recipe.totalMinutes,
        cuisine: recipe.cuisine,
        ingredientSectionTitle: "",
        ingredientSectionLines: recipe.lines,
        stepSectionTitle: "",
        stepSectionText: recipe.steps,
      };
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const response = await fetch(`${APP}${prefix}/recipes/new`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { cookie, origin: APP },
      });
      first = new URL(response.headers.get("location") ?? "", APP).pathname;
      if (!/\/recipes\/[\w-]+$/.test(first)) throw new Error(`saving ${recipe.title} answered ${response.status}`);
    }
    const context = await browser.newContext({ locale: locale === "de" ? "de-DE" : "en-GB" });
    await context.addCookies([
      ...cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), url: APP };
      }),
      { name: "consent", value: "necessary", url: APP },
    ]);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${APP}${first}`);
    await page.screenshot({ path: `public/screenshots/recipe-phone-${locale}.jpg`, type: "jpeg", quality: 80 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${APP}${prefix}/recipes`);
    await page.screenshot({ path: `public/screenshots/recipes-wide-${locale}.jpg`, type: "jpeg", quality: 80 });
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
console.log("shortcut icons in public/shortcuts, screenshots in public/screenshots");
process.exit(0);
