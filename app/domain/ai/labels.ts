import { DIET_LABELS } from "~/domain/diets/vocabulary";
import { m } from "~/paraglide/messages.js";
import type { Reason } from "./engine";
import type { Cuisine, Duration, IdeaDiet } from "./vocabulary";

/** Page labels for the AI settings, in the reader's language. */

export const CUISINE_LABELS: Record<Cuisine, () => string> = {
  asian: m.cuisine_asian,
  european: m.cuisine_european,
  italian: m.cuisine_italian,
  all: m.cuisine_all,
  american: m.cuisine_american,
  african: m.cuisine_african,
  mexican: m.cuisine_mexican,
  indian: m.cuisine_indian,
  "middle-eastern": m.cuisine_middle_eastern,
  mediterranean: m.cuisine_mediterranean,
  japanese: m.cuisine_japanese,
  chinese: m.cuisine_chinese,
  thai: m.cuisine_thai,
  korean: m.cuisine_korean,
  vietnamese: m.cuisine_vietnamese,
  french: m.cuisine_french,
  german: m.cuisine_german,
  spanish: m.cuisine_spanish,
  romanian: m.cuisine_romanian,
};

export const DURATION_LABELS: Record<Duration, () => string> = {
  quick: m.ai_duration_quick,
  medium: m.ai_duration_medium,
  long: m.ai_duration_long,
};

export const IDEA_DIET_LABELS: Record<IdeaDiet, () => string> = {
  "no-preference": m.diet_no_preference,
  ...DIET_LABELS,
};

/** Why the engine made fewer than three ideas, as the cook reads it. */
export function reasonText(reason: Reason): string {
  switch (reason.code) {
    case "unknown-diet":
      return m.ai_reason_unknown_diet({ value: reason.value });
    case "unknown-cuisine":
      return m.ai_reason_unknown_cuisine({ value: reason.value });
    case "wanted-excluded":
      return m.ai_reason_wanted_excluded({ value: reason.value });
    case "wanted-duration":
      return m.ai_reason_wanted_duration({ value: reason.value });
    case "dish-duration":
      return m.ai_reason_dish_duration();
    case "diets-conflict":
      return m.ai_reason_diets_conflict({ value: IDEA_DIET_LABELS[reason.value as IdeaDiet]?.() ?? reason.value });
    case "dish-excluded":
      return m.ai_reason_dish_excluded();
    case "too-narrow":
      return m.ai_reason_too_narrow();
  }
}
