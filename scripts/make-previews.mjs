// Draws the link preview pictures (Open Graph and Twitter cards, 1200×630) for each kind of public page in both
// languages into public/og/{kind}-{locale}.png, with Debian's Chromium. Run by hand after changing a title here
// (`npm exec -- node scripts/make-previews.mjs`); the pictures are committed, so builds need no browser.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const PREVIEWS = {
  home: {
    en: ["Every recipe you love, ready when you cook", "Import, scan and create recipes with AI help"],
    de: ["Jedes Lieblingsrezept, bereit, wenn du kochst", "Rezepte importieren, scannen und mit KI erstellen"],
  },
  pricing: {
    en: ["Simple pricing", "Ideas are always free; credits are for full AI recipes"],
    de: ["Einfache Preise", "Ideen sind immer kostenlos; Credits für ganze KI-Rezepte"],
  },
  articles: {
    en: ["Guides for home cooks", "Scanning, importing, scaling, storing and planning"],
    de: ["Ratgeber für die Küche", "Scannen, importieren, umrechnen, aufbewahren, planen"],
  },
  contact: {
    en: ["Write to us", "Questions, ideas or a problem with a recipe"],
    de: ["Schreib uns", "Fragen, Ideen oder ein Problem mit einem Rezept"],
  },
  legal: {
    en: ["Privacy and terms", "What Mise stores, why, and the rules of use"],
    de: ["Datenschutz und Bedingungen", "Was Mise speichert, warum, und die Nutzungsregeln"],
  },
  collections: {
    en: ["Recipe collections", "Shared by home cooks, with every ingredient and step"],
    de: ["Rezeptsammlungen", "Von Hobbyköchen geteilt, mit allen Zutaten und Schritten"],
  },
};

const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function svg(title, subtitle) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#fffdf9"/>
  <rect x="0" y="560" width="1200" height="70" fill="#b4410f"/>
  <circle cx="1060" cy="170" r="210" fill="#fbe3d1"/>
  <circle cx="1110" cy="420" r="120" fill="#f6c8a6"/>
  <g transform="translate(80 80) scale(1.5)">
    <rect width="64" height="64" rx="14" fill="#b4410f"/>
    <path d="M14 30h36v6c0 9.4-7.6 17-17 17h-2c-9.4 0-17-7.6-17-17z" fill="#fffdf9"/>
    <rect x="10" y="27" width="44" height="5" rx="2.5" fill="#fffdf9"/>
    <path d="M24 22c0-3 3-3.5 3-7M32 22c0-3 3-3.5 3-7M40 22c0-3 3-3.5 3-7" stroke="#fffdf9" stroke-width="3" stroke-linecap="round" fill="none"/>
  </g>
  <text x="200" y="148" font-family="Georgia, 'DejaVu Serif', serif" font-size="56" font-weight="700" fill="#1c1917">Mise</text>
  <foreignObject x="80" y="230" width="860" height="320">
    <div xmlns="http://www.w3.org/1999/xhtml" style="font-family: Georgia, 'DejaVu Serif', serif; color: #1c1917">
      <div style="font-size: 68px; font-weight: 700; line-height: 1.1">${escapeText(title)}</div>
      <div style="margin-top: 28px; font-family: 'DejaVu Sans', sans-serif; font-size: 32px; color: #57534e">${escapeText(subtitle)}</div>
    </div>
  </foreignObject>
</svg>`;
}

mkdirSync("public/og", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [kind, locales] of Object.entries(PREVIEWS)) {
  for (const [locale, [title, subtitle]] of Object.entries(locales)) {
    await page.setContent(`<body style="margin:0">${svg(title, subtitle)}</body>`);
    await page.screenshot({ path: `public/og/${kind}-${locale}.png`, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  }
}
await browser.close();
console.log(`previews: ${Object.keys(PREVIEWS).length * 2} pictures in public/og`);
