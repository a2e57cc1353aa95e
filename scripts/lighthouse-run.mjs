import lighthouse from "lighthouse";

/**
 * One Lighthouse run of `url` for the benchmarks (its own page from `newPage` when given, closed after). Lighthouse
 * now and then fails to record a trace (NO_NAVSTART: "Please run Lighthouse again"): such a run is run again, twice
 * at most, and never counted. Answers the report.
 */
export async function runLighthouse(url, flags, newPage) {
  const { pathname } = new URL(url);
  for (let attempt = 1; ; attempt++) {
    const page = await newPage?.();
    const { lhr } = await lighthouse(url, { output: "json", logLevel: "error", ...flags }, undefined, page);
    await page?.close();
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${pathname}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`lighthouse ${pathname}: ${lhr.runtimeError.code}, run again`);
  }
}
