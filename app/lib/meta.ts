import type { MetaDescriptor } from "react-router";
import { m } from "~/paraglide/messages.js";

export const SITE_NAME = "Mise";

/** Title (with the site name) and description of a page. */
export function pageMeta(title: string, description: string = m.site_description()): MetaDescriptor[] {
  return [{ title: `${title} · ${SITE_NAME}` }, { name: "description", content: description }];
}
