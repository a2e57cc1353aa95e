// `react-router build` once per language (ADR 019): first every other language's pass, into .build-locales/<locale>
// (React Router empties build/ before it builds), then the app's own (the base language's client and the Worker,
// which imports the other passes' route manifests); then the other languages' client files are copied into
// build/client/assets (their own under assets/<locale>).
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_BUILDS, localeBuildDirectory } from "./locale-builds.mjs";

function reactRouterBuild(locale) {
  const { status } = spawnSync("react-router", ["build"], {
    stdio: "inherit",
    env: { ...process.env, MISE_CLIENT_LOCALE: locale },
  });
  if (status !== 0) process.exit(status ?? 1);
}

for (const locale of LOCALE_BUILDS.others) {
  rmSync(localeBuildDirectory(locale), { recursive: true, force: true });
  reactRouterBuild(locale);
}
reactRouterBuild(LOCALE_BUILDS.base);
// Files are named by their content, so a file both passes wrote (the stylesheet) is the same file.
for (const locale of LOCALE_BUILDS.others) {
  cpSync(join(localeBuildDirectory(locale), "client", "assets"), "build/client/assets", { recursive: true });
}
