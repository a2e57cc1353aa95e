import type { Config } from "@react-router/dev/config";
import { CLIENT_LOCALE, localeBuildDirectory } from "./scripts/locale-builds.mjs";

export default {
  ssr: true,
  buildDirectory: localeBuildDirectory(CLIENT_LOCALE),
} satisfies Config;
