/**
 * The web as the importer's workers tests see it (through miniflare's outboundService): a DNS-over-HTTPS resolver
 * that gives *.stand-in.test public addresses (and a few names private ones, as a rebinding attacker would), and
 * recipe sites that answer with pages, pictures, errors, redirects into private networks, huge and endless bodies,
 * and a slow drip. Every request that reaches the network is logged, so a test can prove none was made.
 */

export const SITE = "https://rezepte.stand-in.test";
export const LOG_URL = "https://log.stand-in.test/requests";

const PRIVATE_NAMES: Record<string, { A?: string; AAAA?: string }> = {
  "rebind.stand-in.test": { A: "10.0.0.7" },
  "v6.stand-in.test": { AAAA: "fd00::1" },
  "cgnat.stand-in.test": { A: "100.64.1.2" },
  "docs.stand-in.test": { A: "198.51.100.7" },
  "mapped.stand-in.test": { AAAA: "::ffff:10.0.0.1" },
  "nat64.stand-in.test": { AAAA: "64:ff9b::a9fe:a9fe" },
  "mixed.stand-in.test": { A: "93.184.216.34", AAAA: "fe80::1" },
  "nowhere.stand-in.test": {},
};

const requests: string[] = [];

export function logRequest(url: URL) {
  if (url.href !== LOG_URL) requests.push(url.href);
}

export const requestLog = () => Response.json(requests);

export function dnsAnswer(url: URL): Response {
  const name = url.searchParams.get("name") ?? "";
  const type = url.searchParams.get("type") === "AAAA" ? "AAAA" : "A";
  const special = PRIVATE_NAMES[name];
  const data = special ? special[type] : name.endsWith(".stand-in.test") && type === "A" ? "93.184.216.34" : undefined;
  return Response.json({
    Status: special && !special.A && !special.AAAA ? 3 : 0,
    Answer: data ? [{ name, type: type === "A" ? 1 : 28, TTL: 300, data }] : [],
  });
}

/** "Apfelkuchen für Anfänger" in Windows-1252, as older German sites still send it. */
const LATIN_PAGE = `<!doctype html><html lang="de"><head><meta charset="windows-1252"><title>Apfelkuchen</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"x"},
{"@type":"Recipe","name":"Apfelkuchen für Anfänger","recipeYield":"12 Stück","totalTime":"PT1H15M",
"image":{"@type":"ImageObject","url":"/bilder/apfelkuchen.png"},"author":{"@type":"Person","name":"Jürgen Maß"},
"recipeIngredient":["200 g Mehl","125 g Butter, weich","1 Prise Salz","4 Äpfel"],
"recipeInstructions":[{"@type":"HowToStep","text":"Mehl, Butter und Salz zu einem Teig kneten."},
{"@type":"HowToStep","text":"Äpfel schälen, in Spalten schneiden und auf den Teig legen; 45 Minuten backen."}]}]}</script>
</head><body><h1>Apfelkuchen für Anfänger</h1></body></html>`;

const encode1252 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(text, (char) => (char === "€" ? 0x80 : char.charCodeAt(0) > 255 ? 0x3f : char.charCodeAt(0)));

/** Recipe text without any markup or the usual headings: the page reader reads it by the shape of its lines. */
const PLAIN_PAGE = `<!doctype html><html lang="de"><body><h1>Omas Pfannkuchen</h1><p>Das brauchst du:</p>
<p>250 g Mehl<br>3 Eier<br>500 ml Milch<br>1 Prise Salz</p>
<p>Mehl, Eier, Milch und Salz zu einem glatten Teig verrühren.</p>
<p>In einer heißen Pfanne nacheinander dünne Pfannkuchen backen.</p></body></html>`;

/** The same recipe told in one paragraph, without a list: only an AI model reads it. */
const TOLD_PAGE = `<!doctype html><html lang="de"><body><h1>Omas Pfannkuchen</h1><p>Oma nahm für ihre Pfannkuchen
250 g Mehl, 3 Eier, 500 ml Milch und 1 Prise Salz. Mehl, Eier, Milch und Salz zu einem glatten Teig verrühren. In
einer heißen Pfanne nacheinander dünne Pfannkuchen backen, so hat sie es immer gemacht.</p></body></html>`;

const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const html = (body: string | Uint8Array<ArrayBuffer>, charset = "utf-8") =>
  new Response(body, { headers: { "content-type": `text/html; charset=${charset}` } });
const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });

function stream(chunk: Uint8Array, count: number, delayMs = 0): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent >= count) return controller.close();
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent++;
      controller.enqueue(chunk);
    },
  });
}

export function recipeSite(url: URL): Response {
  switch (url.pathname) {
    case "/apfelkuchen":
      return html(encode1252(LATIN_PAGE), "windows-1252");
    case "/pfannkuchen":
      return html(PLAIN_PAGE);
    case "/pfannkuchen-erzaehlt":
      return html(TOLD_PAGE);
    case "/kein-rezept":
      return html("<html><body><h1>Impressum</h1><p>Angaben gemäß § 5 TMG.</p></body></html>");
    case "/bilder/apfelkuchen.png":
      return new Response(
        Uint8Array.from(atob(PNG_1X1), (char) => char.charCodeAt(0)),
        {
          headers: { "content-type": "image/png" },
        },
      );
    case "/anleitung.pdf":
      return new Response("%PDF-1.4", { headers: { "content-type": "application/pdf" } });
    case "/gross":
      // Says how large it is: refused before reading.
      return new Response(stream(new Uint8Array(1024 * 1024).fill(32), 8), {
        headers: { "content-type": "text/html", "content-length": String(8 * 1024 * 1024) },
      });
    case "/endlos":
      // Does not say: refused while reading, once past the cap (far more than the cap, as good as endless).
      return new Response(stream(new Uint8Array(64 * 1024).fill(32), 160), {
        headers: { "content-type": "text/html" },
      });
    case "/tropfen":
      return new Response(stream(new TextEncoder().encode("<"), 20, 200), { headers: { "content-type": "text/html" } });
    case "/umleitung":
      return redirect("/apfelkuchen?utm_source=newsletter#rezept", 301);
    case "/umleitung-intern":
      return redirect("http://127.0.0.1:8787/admin");
    case "/umleitung-metadaten":
      return redirect("http://169.254.169.254/latest/meta-data/");
    case "/umleitung-rebind":
      return redirect("https://rebind.stand-in.test/");
    case "/umleitung-kreis":
      return redirect("/umleitung-kreis");
    case "/umleitung-port":
      return redirect("https://rezepte.stand-in.test:8443/apfelkuchen");
    case "/umleitung-zahl":
      return redirect("http://0x7f000001/");
    case "/umleitung-ftp":
      return redirect("ftp://rezepte.stand-in.test/apfelkuchen");
    default: {
      // /kette/3 redirects to /kette/2 and on down to the recipe: a chain of that many hops.
      const hops = url.pathname.match(/^\/kette\/(\d+)$/)?.[1];
      if (hops !== undefined) return redirect(Number(hops) > 0 ? `/kette/${Number(hops) - 1}` : "/apfelkuchen");
      const status = Number(url.pathname.slice(1));
      // A busy site says when to come back.
      const headers: Record<string, string> = status === 429 ? { "retry-after": "120" } : {};
      if (Number.isInteger(status) && status >= 400) return new Response("nope", { status, headers });
      return new Response("not found", { status: 404 });
    }
  }
}
