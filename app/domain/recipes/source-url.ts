/**
 * Where a recipe came from, as a link worth keeping (tracking parameters and fragment removed) and as a key that is
 * the same for every spelling of one page: scheme, "www.", default port, trailing slash, parameter order and case of
 * the host do not matter. Two imports with the same key are the same page.
 */
const TRACKING =
  /^(?:utm_\w+|fbclid|gclid|gclsrc|dclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|ref|ref_src|ref_url|source|si|spm|share|from|cmpid|wt_mc|ito|itm_\w+)$/i;

export function cleanSourceUrl(url: URL): string {
  const clean = new URL(url.href);
  clean.hash = "";
  for (const name of [...clean.searchParams.keys()]) if (TRACKING.test(name)) clean.searchParams.delete(name);
  clean.search = clean.searchParams.size > 0 ? clean.searchParams.toString() : "";
  return clean.href;
}

export function sourceKey(href: string): string | null {
  let url: URL;
  try {
    url = new URL(cleanSourceUrl(new URL(href)));
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const port = url.port ? `:${url.port}` : "";
  const path = url.pathname.replace(/\/+$/, "") || "/";
  url.searchParams.sort();
  const query = url.searchParams.size > 0 ? `?${url.searchParams.toString()}` : "";
  return `${host}${port}${path}${query}`;
}
