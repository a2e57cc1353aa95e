import { m } from "~/paraglide/messages.js";
import type { UnitId } from "./units";

/** How a unit is written in the page's language, singular and plural ("1 Tasse", "2 Tassen"). */
const LABELS: Record<UnitId, [() => string, () => string]> = {
  mg: [m.unit_mg_one, m.unit_mg_other],
  g: [m.unit_g_one, m.unit_g_other],
  kg: [m.unit_kg_one, m.unit_kg_other],
  oz: [m.unit_oz_one, m.unit_oz_other],
  lb: [m.unit_lb_one, m.unit_lb_other],
  ml: [m.unit_ml_one, m.unit_ml_other],
  cl: [m.unit_cl_one, m.unit_cl_other],
  dl: [m.unit_dl_one, m.unit_dl_other],
  l: [m.unit_l_one, m.unit_l_other],
  tsp: [m.unit_tsp_one, m.unit_tsp_other],
  tbsp: [m.unit_tbsp_one, m.unit_tbsp_other],
  "heaped-tsp": [m.unit_heaped_tsp_one, m.unit_heaped_tsp_other],
  "heaped-tbsp": [m.unit_heaped_tbsp_one, m.unit_heaped_tbsp_other],
  dessertspoon: [m.unit_dessertspoon_one, m.unit_dessertspoon_other],
  cup: [m.unit_cup_one, m.unit_cup_other],
  "fl-oz": [m.unit_fl_oz_one, m.unit_fl_oz_other],
  pint: [m.unit_pint_one, m.unit_pint_other],
  quart: [m.unit_quart_one, m.unit_quart_other],
  gallon: [m.unit_gallon_one, m.unit_gallon_other],
  pinch: [m.unit_pinch_one, m.unit_pinch_other],
  dash: [m.unit_dash_one, m.unit_dash_other],
  "knife-tip": [m.unit_knife_tip_one, m.unit_knife_tip_other],
  drop: [m.unit_drop_one, m.unit_drop_other],
  bunch: [m.unit_bunch_one, m.unit_bunch_other],
  handful: [m.unit_handful_one, m.unit_handful_other],
  sprig: [m.unit_sprig_one, m.unit_sprig_other],
  stalk: [m.unit_stalk_one, m.unit_stalk_other],
  stick: [m.unit_stick_one, m.unit_stick_other],
  clove: [m.unit_clove_one, m.unit_clove_other],
  head: [m.unit_head_one, m.unit_head_other],
  ear: [m.unit_ear_one, m.unit_ear_other],
  slice: [m.unit_slice_one, m.unit_slice_other],
  piece: [m.unit_piece_one, m.unit_piece_other],
  can: [m.unit_can_one, m.unit_can_other],
  jar: [m.unit_jar_one, m.unit_jar_other],
  packet: [m.unit_packet_one, m.unit_packet_other],
  container: [m.unit_container_one, m.unit_container_other],
  cube: [m.unit_cube_one, m.unit_cube_other],
  sheet: [m.unit_sheet_one, m.unit_sheet_other],
  leaf: [m.unit_leaf_one, m.unit_leaf_other],
  strip: [m.unit_strip_one, m.unit_strip_other],
  wedge: [m.unit_wedge_one, m.unit_wedge_other],
  loaf: [m.unit_loaf_one, m.unit_loaf_other],
  bottle: [m.unit_bottle_one, m.unit_bottle_other],
  knob: [m.unit_knob_one, m.unit_knob_other],
  recipe: [m.unit_recipe_one, m.unit_recipe_other],
  cm: [m.unit_cm_one, m.unit_cm_other],
  inch: [m.unit_inch_one, m.unit_inch_other],
};

export function unitLabel(unit: UnitId, quantity: number | null): string {
  const [one, other] = LABELS[unit];
  return quantity !== null && quantity > 1 ? other() : one();
}
