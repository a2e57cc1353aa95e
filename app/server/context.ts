import { createContext, type RouterContext } from "react-router";
import type { Db } from "~/db/client.server";
import type { AuthSession } from "~/domain/accounts/auth.server";
import type { CollectionRooms } from "~/domain/collections/rooms.server";
import type { AppConfig, ServiceStatus } from "~/lib/config.server";
import type { Locale } from "~/lib/locale";
import type { Flash } from "./flash";

/** What every loader and action reads, resolved once per request by the worker (worker/page-context.ts). */
type AppContext = {
  env: Env;
  executionContext: ExecutionContext;
  /** The configuration, parsed and checked, and which outside services it turns on. */
  config: AppConfig;
  services: ServiceStatus;
  db: Db;
  /** Tells a collection's open pages about a change (domain/collections/rooms.server.ts). */
  rooms: CollectionRooms;
  locale: Locale;
  /** The notice a redirect left for this page (flash.ts), or null. */
  flash: Flash | null;
  /** The signed-in user's session for this request, resolved once in the worker; null when signed out. */
  session: AuthSession | null;
  /** The nonce this page's inline scripts carry, as its Content-Security-Policy names it (worker/security-headers.ts). */
  nonce: string;
  /** The signed-in cook's offline key (names their copies on the device, ADR 017); null when signed out. */
  offlineKey: string | null;
};

// One key per isolate: dev reloads re-evaluate this module, and a second key would not find the first one's value.
const globalKey = globalThis as typeof globalThis & { __miseAppContext?: RouterContext<AppContext> };
globalKey.__miseAppContext ??= createContext<AppContext>();
export const appContext = globalKey.__miseAppContext;
