// The recipe's fields without zod, so pages that only show them do not download the schemas (issue 24).

/** How long and how many: the editor's fields show these limits, its schema (./schemas.ts) enforces them. */
export const RECIPE_LIMITS = {
  title: 200,
  description: 2000,
  servings: 100,
  minutes: 7 * 24 * 60,
  label: 60,
  tags: 20,
  sections: 20,
  lines: 200,
  lineLength: 500,
  stepLength: 4000,
  /** A recipe file to import: its size and how many recipes it may hold. */
  importBytes: 10 * 1024 * 1024,
  importRecipes: 1000,
  /** Pictures of one scanned recipe (its pages), and the text a cook may paste. */
  scanImages: 5,
  scanText: 20_000,
} as const;

type Times = { prepMinutes: number | null; cookMinutes: number | null; totalMinutes: number | null };

/** The total time a recipe is stored with: the stated one, else preparation and cooking added up. */
export const totalMinutes = ({ prepMinutes, cookMinutes, totalMinutes: total }: Times): number | null =>
  total ?? (prepMinutes !== null || cookMinutes !== null ? (prepMinutes ?? 0) + (cookMinutes ?? 0) : null);

export const RECIPE_ORIGINS = ["manual", "import", "scan", "ai"] as const;
