import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The signed-in user as the root loader saw them; null for visitors. */
export function useCurrentUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}
