import { seededRandom } from "./engine";
import { scanFoods } from "./lexicon";

/**
 * The built-in title picture: a flat illustration of the dish (bowl, plate or tray) with its main ingredients as
 * coloured pieces, drawn as SVG from the recipe itself, so it costs nothing and needs no model. Presentation
 * attributes only (no <style>, no script, no text), so it is safe to serve from our origin.
 */

const COLORS: Record<string, string> = {
  "chicken-breast": "#e9c39b",
  "chicken-thigh": "#d9a877",
  turkey: "#ecd0ae",
  "beef-strips": "#8c4a3a",
  "beef-mince": "#7d4336",
  "beef-chuck": "#73392c",
  "pork-tenderloin": "#d79b85",
  bacon: "#c0574b",
  chorizo: "#b23a2c",
  "pork-mince": "#c98a78",
  "lamb-mince": "#8a4d3f",
  salmon: "#f29a76",
  cod: "#f4efe4",
  prawns: "#f5876b",
  tuna: "#c9a18f",
  eggs: "#f7d44c",
  tofu: "#f3ead2",
  tempeh: "#c9a46a",
  chickpeas: "#e4c17f",
  "red-lentils": "#e98b4a",
  "black-beans": "#3b2f35",
  "white-beans": "#efe6d2",
  halloumi: "#f2e2bd",
  paneer: "#f6efdf",
  "bell-pepper": "#d9382e",
  zucchini: "#6aa84f",
  eggplant: "#5b3a6b",
  broccoli: "#3f8f3a",
  cauliflower: "#f2ecd9",
  spinach: "#2f7a3a",
  mushrooms: "#a98467",
  "cherry-tomatoes": "#e5472f",
  carrot: "#f08a24",
  leek: "#a8c97f",
  "green-beans": "#4e9a3e",
  peas: "#7cbf4a",
  corn: "#f3cc3c",
  "pointed-cabbage": "#b9d98f",
  "bok-choy": "#8cc26b",
  cucumber: "#9ccf7a",
  avocado: "#8fb84a",
  romaine: "#6fae4f",
  arugula: "#4d8f3a",
  beetroot: "#8e1d45",
  "sweet-potato": "#f0913a",
  squash: "#f2a341",
  potatoes: "#efd48f",
  spaghetti: "#f1d99a",
  penne: "#f1d08a",
  "gf-pasta": "#efd38c",
  basmati: "#fbf6ea",
  jasmine: "#fbf7ee",
  "risotto-rice": "#f7efd9",
  "rice-noodles": "#f6f0e0",
  "egg-noodles": "#f2d27a",
  couscous: "#efd9a0",
  bulgur: "#d9b877",
  quinoa: "#e6d2a2",
  polenta: "#f5cf4f",
  "cauliflower-rice": "#f4efe0",
  "corn-tortillas": "#efcf86",
};

const HERB = "#3d8b3d";
const BACKGROUNDS = ["#fde9d9", "#e8f3e4", "#fdf3d7", "#e6eef8", "#f6e4ee", "#efe9f8"];

type Shape = "bowl" | "plate" | "tray";

export function illustrate({ seed, dish, foods }: { seed: string; dish: Shape; foods: string[] }): string {
  const random = seededRandom([...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7));
  const colors = foods.map((id) => COLORS[id]).filter((color): color is string => Boolean(color));
  const palette = colors.length > 0 ? colors : ["#e9c39b", "#6aa84f", "#e5472f"];
  const background = BACKGROUNDS[Math.floor(random() * BACKGROUNDS.length)];
  const pieces: string[] = [];
  const [cx, cy, rx, ry] =
    dish === "tray" ? [400, 310, 250, 150] : dish === "bowl" ? [400, 300, 210, 120] : [400, 310, 230, 160];
  for (let index = 0; index < 38; index++) {
    const angle = random() * Math.PI * 2;
    const distance = Math.sqrt(random()) * 0.82;
    const x = cx + Math.cos(angle) * rx * distance;
    const y = cy + Math.sin(angle) * ry * distance;
    const color = palette[index % palette.length];
    const size = 14 + random() * 18;
    const rotation = Math.round(random() * 180);
    pieces.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * 0.7).toFixed(1)}" fill="${color}" transform="rotate(${rotation} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }
  for (let index = 0; index < 14; index++) {
    const x = cx + (random() - 0.5) * rx * 1.5;
    const y = cy + (random() - 0.5) * ry * 1.5;
    pieces.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="6" ry="3" fill="${HERB}" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }
  const vessel =
    dish === "tray"
      ? `<rect x="120" y="140" width="560" height="340" rx="28" fill="#5f6b73"/><rect x="136" y="156" width="528" height="308" rx="20" fill="#7b8790"/>`
      : dish === "bowl"
        ? `<ellipse cx="400" cy="330" rx="270" ry="190" fill="#ffffff"/><ellipse cx="400" cy="300" rx="240" ry="140" fill="#f1e3cf"/>`
        : `<ellipse cx="400" cy="320" rx="300" ry="215" fill="#ffffff"/><ellipse cx="400" cy="315" rx="255" ry="180" fill="#f7f2ea"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">`,
    `<rect width="800" height="600" fill="${background}"/>`,
    `<ellipse cx="410" cy="350" rx="310" ry="220" fill="#000000" fill-opacity="0.08"/>`,
    vessel,
    ...pieces,
    "</svg>",
  ].join("");
}

/** The foods of a recipe's ingredient lines, for recipes that have no plan (written by a provider). */
export function foodsInLines(lines: string[]): string[] {
  return [...new Set(lines.flatMap((line) => scanFoods(line).map((match) => match.term.foodId)))].filter(
    (id): id is string => Boolean(id && COLORS[id]),
  );
}

export function shapeOf(dish: string | null | undefined): Shape {
  if (dish && ["soup", "curry", "stew", "bowl", "risotto"].includes(dish)) return "bowl";
  return dish === "bake" ? "tray" : "plate";
}
