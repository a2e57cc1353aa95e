import { createContext, type RouterContext } from "react-router";
import type { AuthSession } from "./auth.server";
import type { Locale } from "./locale";

export type AppContext = {
  env: Env;
  executionContext: ExecutionContext;
  locale: Locale;
  /** The signed-in user's session for this request, resolved once in the worker; null when signed out. */
  session: AuthSession | null;
};

// One key per isolate: dev reloads re-evaluate this module, and a second key would not find the first one's value.
const globalKey = globalThis as typeof globalThis & { __miseAppContext?: RouterContext<AppContext> };
globalKey.__miseAppContext ??= createContext<AppContext>();
export const appContext = globalKey.__miseAppContext;
